import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import type { StaffRole } from '#shared/contract/staff.ts';
import type { Lang } from '#shared/lang.ts';
import { i18n } from '#web/i18n/index.ts';
import { languageStore } from '#web/state/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import '../../console/i18n.ts';
import { setUpConsoleApi } from '../../console/test-kit.tsx';
import { BookFilesPanel } from './BookFilesPanel.tsx';

/* A book's cover and PDF in the console, uploaded to the real API. */

// The upload goes by XMLHttpRequest, which jsdom sends across origins only where the API allows it.
const t = setUpConsoleApi({ corsOrigins: [window.location.origin] });

async function show(role: StaffRole, lang: Lang) {
  const member = await signedInStaff(t, role);
  localStorage.setItem('staff', JSON.stringify({ ...member, role }));
  languageStore.set(lang);
  await act(() => i18n.changeLanguage(lang));
  const book = await insertBook(t.database.db, { image: null, pdfFile: null });
  renderWithProviders(<BookFilesPanel bookId={book.id} />);
  return screen.findByRole('region', { name: lang === 'ar' ? 'الغلاف وملف PDF' : 'Cover and PDF' });
}

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 400, height: 560, channels: 3, background: '#2a5d84' } })
          .png()
          .toBuffer(),
      ),
    ],
    'غلاف.png',
    { type: 'image/png' },
  );

const pdf = async () => {
  const document = await PDFDocument.create();
  document.addPage([300, 400]);
  return new File([new Uint8Array(await document.save())], 'book.pdf', { type: 'application/pdf' });
};

describe('the book files panel', () => {
  it('uploads a cover and a PDF in Arabic, showing the new cover and the server’s words', async () => {
    const user = userEvent.setup();
    const panel = await show('editor', 'ar');
    expect(await within(panel).findByText('لا غلاف بعد: يعرض المتجر الصورة الافتراضية.')).toBeInTheDocument();
    expect(
      within(panel).getByText('لا ملف PDF بعد: لا يمكن شراء الكتاب بصيغة PDF حتى يُرفع.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('JPEG أو PNG أو WebP، حتى 10 ميغابايت')).toBeInTheDocument();

    await user.upload(within(panel).getByLabelText('الغلاف', { selector: 'input' }), await png());
    expect(await within(panel).findByText('تم رفع الغلاف، ويظهر في المتجر الآن')).toBeInTheDocument();
    const cover = within(panel).getByRole('img', { name: 'الغلاف الحالي' });
    expect(cover.getAttribute('src')).toMatch(/\/media\/covers\/[0-9a-f]{24}\.jpg$/);
    expect(cover.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toMatch(
      / 160w, .* 400w$/,
    );

    await user.upload(within(panel).getByLabelText('ملف PDF للكتاب', { selector: 'input' }), await pdf());
    expect(
      await within(panel).findByText('ملف PDF مرفوع: يحمّله المشترون مختوماً بأسمائهم.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('تم رفع ملف PDF الكتاب، ويحصل عليه المشترون من الآن')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the upload, keeps the old cover, and refuses a file over the limit at once', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const panel = await show('editor', 'en');
    await user.upload(await within(panel).findByLabelText('Cover', { selector: 'input' }), await png());
    const first = await within(panel).findByRole('img', { name: 'The current cover' });
    const firstSrc = first.getAttribute('src');

    const input = within(panel).getByLabelText('Cover', { selector: 'input' });
    await user.upload(input, new File(['just words'], 'cover.jpg', { type: 'image/jpeg' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The file is not a JPEG, PNG or WebP image',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByRole('img', { name: 'The current cover' })).toHaveAttribute('src', firstSrc);

    const huge = new File([new Uint8Array(12 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    await user.upload(input, huge);
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'scan.png is 12.1 MB; at most 10 MB may be uploaded.',
    );
  });

  it('sends a file dropped on an upload as it sends a chosen one', async () => {
    const panel = await show('admin', 'en');
    const upload = await within(panel).findByRole('group', { name: "The book's PDF" });
    fireEvent.dragOver(upload, { dataTransfer: { files: [] } });
    fireEvent.drop(upload, { dataTransfer: { files: [await pdf()] } });
    expect(
      await within(panel).findByText('A PDF is uploaded: buyers download it stamped with their name.'),
    ).toBeInTheDocument();
  });

  it('lets the orders role see the files without a way to change them', async () => {
    const panel = await show('orders', 'en');
    expect(
      await within(panel).findByText('No cover yet: the shop shows its default picture.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Only admins and editors may change these files.')).toBeInTheDocument();
    expect(
      within(panel).getByText('No PDF yet: the book cannot be bought as a PDF until one is uploaded.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Cover', { selector: 'input' })).toBeNull();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/i18n/index.ts';
import { languageStore } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* A new book's cover and PDF chosen on the same screen as its fields, against the real API. */

// The upload goes by XMLHttpRequest, which jsdom sends across origins only where the API allows it.
const t = setUpConsoleApi({ corsOrigins: [window.location.origin] });

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

const pdf = async (pages: number) => {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i++) document.addPage([300, 400]);
  return new File([new Uint8Array(await document.save())], 'book.pdf', { type: 'application/pdf' });
};

describe('the new book screen', () => {
  it('uploads the cover and the PDF while the form is filled, and the saved book has them', async () => {
    const user = userEvent.setup();
    const member = await signedInAs(t, 'editor');
    consolePage('/staff/books/new');
    await screen.findByRole('heading', { level: 1, name: 'كتاب جديد' });
    const files = screen.getByRole('region', { name: 'الغلاف وملف PDF' });
    expect(
      within(files).getByText('اختر الملفات الآن: تُرفع وأنت تملأ النموذج، وتصير للكتاب عند حفظه.'),
    ).toBeInTheDocument();

    await user.upload(within(files).getByLabelText('الغلاف', { selector: 'input' }), await png());
    await user.click(screen.getByLabelText(/^العنوان بالعربية/));
    await user.paste('عائد إلى حيفا');
    expect(await within(files).findByText('رُفع الغلاف، ويُضاف عند حفظ الكتاب')).toBeInTheDocument();
    expect(within(files).getByRole('img', { name: 'الغلاف الحالي' }).getAttribute('src')).toMatch(
      /\/media\/covers\/[0-9a-f]{24}\.jpg$/,
    );
    await user.upload(within(files).getByLabelText('ملف PDF للكتاب', { selector: 'input' }), await pdf(3));
    expect(await within(files).findByText('رُفع ملف PDF من 3 صفحات، وينتظر حفظ الكتاب.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إضافة الكتاب' }));
    expect(await findToast('تمت إضافة الكتاب')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'كتاب: عائد إلى حيفا' })).toBeInTheDocument();
    const id = Number(/\/staff\/books\/(\d+)/.exec(window.location.hash)?.[1]);
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/staff/books/${id}/files`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(saved.json().data).toMatchObject({ has_pdf: true, image: expect.stringMatching(/^covers\//) });
    const panel = await screen.findByRole('region', { name: 'الغلاف وملف PDF' });
    expect(
      await within(panel).findByText('ملف PDF مرفوع: يحمّله المشترون مختوماً بأسمائهم.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of a file that is not a PDF under its upload, in English', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await signedInAs(t, 'admin');
    languageStore.set('en');
    await act(() => i18n.changeLanguage('en'));
    consolePage('/staff/books/new');
    await screen.findByRole('heading', { level: 1, name: 'New book' });
    const files = screen.getByRole('region', { name: 'Cover and PDF' });
    const input = within(files).getByLabelText("The book's PDF", { selector: 'input' });
    await user.upload(input, new File(['not a pdf'], 'book.pdf', { type: 'application/pdf' }));
    expect(await within(files).findByRole('alert')).toHaveTextContent(
      'The file is not a PDF: it does not start as a PDF does; perhaps another kind of file was named .pdf',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Add the book' })).toBeEnabled();
  });
});

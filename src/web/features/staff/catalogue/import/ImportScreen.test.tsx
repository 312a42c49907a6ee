import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { isbn13CheckDigit } from '#shared/isbn.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The import and export screen against the real API: download, check a file, import it whole. */

const t = setUpConsoleApi();
afterEach(() => vi.restoreAllMocks());

let serial = 300_000;
function newIsbn() {
  serial += 1;
  const first12 = `978${String(serial).padStart(9, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

const csvFile = (text: string) => new File([`\uFEFF${text}`], 'books.csv', { type: 'text/csv' });

describe('the import and export screen', () => {
  it('downloads the catalogue as a CSV file with its Arabic', async () => {
    const user = userEvent.setup();
    const editor = await signedInAs(t, 'editor');
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/books',
      headers: { authorization: `Bearer ${editor.token}` },
      payload: { title_ar: 'رجال في الشمس' },
    });
    const saved: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:books';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    consolePage('/staff/books/import');
    await user.click(await screen.findByRole('button', { name: 'تنزيل الكتالوج (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = await saved[0].text();
    expect(text.startsWith('id,isbn,title_ar')).toBe(true);
    expect(text).toContain('رجال في الشمس');
  });

  it('checks a file, lists its errors by line and column, and imports nothing while there are any', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage('/staff/books/import');
    const input = await screen.findByLabelText('ملف CSV (بترميز UTF-8)');
    await user.upload(
      input,
      csvFile(`title_ar,isbn,pdf_price\r\nأرض البرتقال الحزين,${newIsbn()},5.999\r\n`),
    );
    await user.click(screen.getByRole('button', { name: 'افحص الملف' }));
    expect(await screen.findByRole('status')).toHaveTextContent('في الملف 1 خطأ: لن يُستورد شيء قبل تصحيحها');
    const errors = screen.getByRole('table', { name: 'أخطاء الملف بحسب السطر والعمود' });
    const [row] = within(errors).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('pdf_price');
    expect(row).toHaveTextContent('السعر بالدولار بخانتين عشريتين على الأكثر');
    expect(screen.getByRole('button', { name: /^استيراد/ })).toBeDisabled();
  });

  it('shows what a good file will do, then imports it and says so', async () => {
    const user = userEvent.setup();
    const editor = await signedInAs(t, 'editor');
    consolePage('/staff/books/import');
    const isbn = newIsbn();
    await user.upload(
      await screen.findByLabelText('ملف CSV (بترميز UTF-8)'),
      csvFile(`title_ar,isbn,hardcopy_price,stock\r\nعائد إلى حيفا,${isbn},8.50,12\r\n`),
    );
    await user.click(screen.getByRole('button', { name: 'افحص الملف' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'جاهز للاستيراد: 1 كتاباً جديداً و0 كتاباً معدّلاً',
    );
    const planned = screen.getByRole('table', { name: 'الكتب التي يضيفها الاستيراد أو يعدّلها' });
    expect(within(planned).getByText('عائد إلى حيفا')).toBeInTheDocument();
    expect(within(planned).getByText('كتاب جديد')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'استيراد كتاب واحد' }));
    expect(await findToast('تم الاستيراد: 1 كتاباً جديداً و0 كتاباً معدّلاً')).toBeInTheDocument();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/staff/books?search=${isbn}`,
      headers: { authorization: `Bearer ${editor.token}` },
    });
    expect(list.json().data).toEqual([expect.objectContaining({ title_ar: 'عائد إلى حيفا', stock: 12 })]);
  });

  it('lets the orders role download but not import', async () => {
    await signedInAs(t, 'orders');
    consolePage('/staff/books/import');
    expect(await screen.findByRole('button', { name: 'تنزيل الكتالوج (CSV)' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('يسمح دورك بتنزيل الكتالوج لا بالاستيراد إليه.');
    expect(screen.queryByLabelText('ملف CSV (بترميز UTF-8)')).not.toBeInTheDocument();
  });
});

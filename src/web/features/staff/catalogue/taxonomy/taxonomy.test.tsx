import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { apiCaller } from '#server/test/harness.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The shared list-and-form screen of categories, writers and cover types, against the real API. */

const t = setUpConsoleApi();
afterEach(() => vi.restoreAllMocks());

const rowOf = async (text: string) => (await screen.findByText(text, { selector: 'td *' })).closest('tr')!;

describe('the writers screen', () => {
  it('adds a writer, checking the names as the API does before anything is sent', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage('/staff/writers');
    expect(await screen.findByRole('heading', { level: 1, name: 'الكتّاب' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'كاتب جديد' });
    await user.click(within(form).getByRole('button', { name: 'إنشاء' }));
    expect(await within(form).findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    const arabic = within(form).getByLabelText(/الاسم بالعربية/);
    expect(arabic).toHaveAttribute('aria-invalid', 'true');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(within(form).getByLabelText(/الاسم بالإنجليزية/)).toHaveAttribute('dir', 'ltr');

    await user.type(arabic, 'غسان كنفاني');
    await user.type(within(form).getByLabelText(/الاسم بالإنجليزية/), 'Ghassan Kanafani');
    await user.click(within(form).getByRole('button', { name: 'إنشاء' }));
    expect(await findToast('تمت إضافة الكاتب')).toBeInTheDocument();
    const row = await rowOf('غسان كنفاني');
    expect(within(row).getByText('Ghassan Kanafani')).toBeInTheDocument();
    expect(arabic).toHaveValue('');
  });

  it('renames a writer in its form above the list, and keeps what was typed when the server refuses', async () => {
    const user = userEvent.setup();
    const editor = await signedInAs(t, 'editor');
    const call = apiCaller(t);
    const made = await call('POST', '/staff/writers', {
      token: editor.token,
      body: { name_ar: 'إميل حبيبي', name_en: 'Emile Habibi' },
    });
    const gone = await call('POST', '/staff/writers', {
      token: editor.token,
      body: { name_ar: 'كاتب سيُحذف', name_en: 'Soon gone' },
    });
    consolePage('/staff/writers?sort=name&dir=asc');
    await user.click(within(await rowOf('إميل حبيبي')).getByRole('button', { name: 'تعديل «إميل حبيبي»' }));
    const form = screen.getByRole('form', { name: 'تعديل الكاتب «إميل حبيبي»' });
    const english = within(form).getByLabelText(/الاسم بالإنجليزية/);
    expect(english).toHaveValue('Emile Habibi');
    await user.clear(english);
    await user.type(english, 'Emile Habiby');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ الكاتب')).toBeInTheDocument();
    expect(await within(await rowOf('إميل حبيبي')).findByText('Emile Habiby')).toBeInTheDocument();

    // Deleted meanwhile by someone else: the refusal is shown and the typed name stays.
    await user.click(within(await rowOf('كاتب سيُحذف')).getByRole('button', { name: 'تعديل «كاتب سيُحذف»' }));
    await call('DELETE', `/staff/writers/${gone.json().data.id}`, { token: editor.token });
    const second = screen.getByRole('form', { name: 'تعديل الكاتب «كاتب سيُحذف»' });
    await user.type(within(second).getByLabelText(/الاسم بالإنجليزية/), ' indeed');
    await user.click(within(second).getByRole('button', { name: 'حفظ' }));
    expect(await findToast('الكاتب غير موجود')).toBeInTheDocument();
    expect(within(second).getByLabelText(/الاسم بالإنجليزية/)).toHaveValue('Soon gone indeed');
    expect(made.statusCode).toBe(201);
  });

  it('shows the server’s refusal naming the books when a writer still in use is deleted, and deletes an unused one', async () => {
    const user = userEvent.setup();
    const editor = await signedInAs(t, 'editor');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const call = apiCaller(t);
    const used = await call('POST', '/staff/writers', {
      token: editor.token,
      body: { name_ar: 'الطيب صالح', name_en: 'Tayeb Salih' },
    });
    await insertBook(t.database.db, { titleAr: 'موسم الهجرة إلى الشمال', writerId: used.json().data.id });
    await call('POST', '/staff/writers', {
      token: editor.token,
      body: { name_ar: 'بلا كتب', name_en: 'No books' },
    });
    consolePage('/staff/writers');

    const usedRow = await rowOf('الطيب صالح');
    expect(within(usedRow).getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      `#/staff/books?writer_id=${used.json().data.id}`,
    );
    await user.click(within(usedRow).getByRole('button', { name: 'حذف' }));
    expect(window.confirm).toHaveBeenCalledWith('هل تريد حذف الكاتب «الطيب صالح» نهائياً؟');
    expect(
      await findToast('لا يمكن حذف هذا الكاتب: مستخدم في كتاب واحد: «موسم الهجرة إلى الشمال»'),
    ).toBeInTheDocument();
    expect(screen.getByText('الطيب صالح')).toBeInTheDocument();

    await user.click(within(await rowOf('بلا كتب')).getByRole('button', { name: 'حذف' }));
    expect(await findToast('تم حذف الكاتب')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('بلا كتب')).not.toBeInTheDocument());
  });
});

describe('the categories screen', () => {
  it('gives a category its place in the shop’s menu, and keeps the search and sort in the URL', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage('/staff/categories');
    const form = await screen.findByRole('form', { name: 'تصنيف جديد' });
    await user.type(within(form).getByLabelText(/العنوان بالعربية/), 'أدب السجون');
    await user.type(within(form).getByLabelText(/العنوان بالإنجليزية/), 'Prison literature');
    await user.clear(within(form).getByLabelText('الترتيب'));
    await user.type(within(form).getByLabelText('الترتيب'), '-2');
    await user.click(within(form).getByRole('button', { name: 'إنشاء' }));
    expect(await within(form).findByText('يجب ألا تقل القيمة عن 0')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('الترتيب'));
    await user.type(within(form).getByLabelText('الترتيب'), '4');
    await user.click(within(form).getByRole('button', { name: 'إنشاء' }));
    expect(await findToast('تمت إضافة التصنيف')).toBeInTheDocument();
    expect(within(await rowOf('أدب السجون')).getByText('4')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'السجون{Enter}');
    await user.click(screen.getByRole('button', { name: /^الكتب/ }));
    await waitFor(() => expect(window.location.hash).toContain('sort=books'));
    expect(window.location.hash).toContain(`search=${encodeURIComponent('السجون')}`);
    expect(await rowOf('أدب السجون')).toBeInTheDocument();
  });

  it('shows an orders member the list only: no form and no buttons that change it', async () => {
    const editor = await signedInStaff(t, 'editor');
    await apiCaller(t)('POST', '/staff/categories', {
      token: editor.token,
      body: { title_ar: 'للاطلاع', title_en: 'To read' },
    });
    await signedInAs(t, 'orders');
    consolePage('/staff/categories');
    const row = await rowOf('للاطلاع');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

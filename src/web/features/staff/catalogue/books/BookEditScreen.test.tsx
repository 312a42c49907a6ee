import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBook, insertCatalogFixtures } from '#server/modules/catalog/testing.ts';
import type { StaffRole } from '#shared/contract/staff.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs as signedInToConsole } from '../../console/test-kit.tsx';

/* Adding and editing a book in the console, against the real API. */

const field = (label: RegExp | string) => screen.getByLabelText(label);

describe('a book in the console', () => {
  const t = setUpConsoleApi();
  let editorToken: string;

  beforeAll(async () => {
    await insertCatalogFixtures(t.database.db);
    await t.database.db.execute(sql`SELECT setval('books_id_seq', 100)`);
  });
  afterEach(() => vi.restoreAllMocks());

  async function signedInAs(role: StaffRole) {
    const member = await signedInToConsole(t, role);
    if (role === 'editor') editorToken = member.token;
    return member;
  }
  const staffGet = async (url: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${editorToken}` },
      })
    ).json();

  /** Replaces a field's text as a paste would: one input event, not one per letter. */
  async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp | string, text: string) {
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(text);
  }

  it('checks the form as the API does, in the member’s language, before sending anything', async () => {
    const user = userEvent.setup();
    await signedInAs('editor');
    const before = (await staffGet('/staff/books?per_page=1')).meta.total;
    consolePage('/staff/books/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'كتاب جديد' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إضافة الكتاب' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeInTheDocument();
    expect(field(/^العنوان بالعربية/)).toHaveAttribute('aria-invalid', 'true');

    await fill(user, /^سعر PDF/, '3.999');
    await fill(user, 'ISBN-13', '978-9957-70-001-1');
    await user.click(screen.getByRole('button', { name: 'إضافة الكتاب' }));
    expect(await screen.findByText('السعر بالدولار بخانتين عشريتين على الأكثر')).toBeInTheDocument();
    expect(screen.getByText('رقم التحقق (الخانة الأخيرة) في ISBN غير صحيح')).toBeInTheDocument();
    expect((await staffGet('/staff/books?per_page=1')).meta.total).toBe(before);
  });

  it('keeps what was typed when the server refuses a taken ISBN, then adds the book and opens it', async () => {
    const user = userEvent.setup();
    await signedInAs('editor');
    const holder = await insertBook(t.database.db, { titleAr: 'صاحب الرقم', isbn: '9789957700010' });
    consolePage('/staff/books/new');
    await screen.findByRole('heading', { level: 1, name: 'كتاب جديد' });
    await fill(user, /^العنوان بالعربية/, 'رجال في الشمس');
    await fill(user, /^العنوان بالإنجليزية/, 'Men in the Sun');
    await fill(user, /^سعر PDF/, '3.99');
    await fill(user, 'ISBN-13', '978-9957-70-001-0');
    await user.selectOptions(field('الكاتب'), 'أحمد شوقي');
    await user.click(screen.getByRole('button', { name: 'إضافة الكتاب' }));
    const refusal = `رقم ISBN هذا مسجل للكتاب «صاحب الرقم» (رقم ${holder.id})`;
    expect(await screen.findByText(refusal, { selector: 'p' })).toBeInTheDocument();
    expect(field('ISBN-13')).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^العنوان بالعربية/)).toHaveValue('رجال في الشمس');
    expect(field(/^سعر PDF/)).toHaveValue(3.99);

    await fill(user, 'ISBN-13', '9789957700027');
    await user.click(screen.getByRole('button', { name: 'إضافة الكتاب' }));
    expect(await findToast('تمت إضافة الكتاب')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'كتاب: رجال في الشمس' })).toBeInTheDocument();
    const id = Number(/\/staff\/books\/(\d+)/.exec(window.location.hash)?.[1]);
    expect((await staffGet(`/staff/books/${id}`)).data).toMatchObject({
      title_ar: 'رجال في الشمس',
      title_en: 'Men in the Sun',
      pdf_price: 3.99,
      isbn: '9789957700027',
      writer_id: 2,
      hidden: false,
    });
  });

  async function openNewBook(values: Parameters<typeof insertBook>[1]) {
    const book = await insertBook(t.database.db, values);
    consolePage(`/staff/books/${book.id}`);
    await screen.findByRole('heading', { level: 1, name: `كتاب: ${values?.titleAr}` });
    return book;
  }

  it('edits a book: its stored values in the form, the changes saved', async () => {
    const user = userEvent.setup();
    await signedInAs('editor');
    const book = await openNewBook({
      titleAr: 'الخبز الحافي',
      titleEn: 'For Bread Alone',
      isbn: '9789957700034',
      pages: 200,
      writerId: 3,
      categoryId: 2,
    });
    // The stored writer and category are chosen once the choices have come.
    // Each list of choices comes by a request of its own, in either order.
    await waitFor(() => expect(field('الكاتب')).toHaveDisplayValue('ابن خلدون'));
    await waitFor(() => expect(field('التصنيف')).toHaveDisplayValue('شعر'));
    expect(field(/^العنوان بالإنجليزية/)).toHaveValue('For Bread Alone');
    expect(field('عدد الصفحات')).toHaveValue(200);
    expect(field('ISBN-13')).toHaveValue('9789957700034');
    await fill(user, /^العنوان بالإنجليزية/, 'Bare Bread');
    await fill(user, /^سعر النسخة المطبوعة/, '21.5');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ الكتاب')).toBeInTheDocument();
    expect((await staffGet(`/staff/books/${book.id}`)).data).toMatchObject({
      title_en: 'Bare Bread',
      hardcopy_price: 21.5,
      writer_id: 3,
      category_id: 2,
    });
  });

  it('changes the stock only with a reason, and lists the change', async () => {
    const user = userEvent.setup();
    await signedInAs('editor');
    await openNewBook({ titleAr: 'عائد إلى حيفا', stock: 3 });
    const stock = screen.getByRole('region', { name: 'المخزون' });
    await user.clear(within(stock).getByLabelText(/^المخزون الجديد/));
    await user.type(within(stock).getByLabelText(/^المخزون الجديد/), '12');
    await user.click(within(stock).getByRole('button', { name: 'تغيير المخزون' }));
    expect(await within(stock).findByText('هذا الحقل مطلوب')).toBeInTheDocument();
    await user.click(within(stock).getByLabelText(/^السبب/));
    await user.paste('شحنة من المطبعة');
    await user.click(within(stock).getByRole('button', { name: 'تغيير المخزون' }));
    expect(await findToast('أصبح المخزون 12 نسخة')).toBeInTheDocument();
    expect(await within(stock).findByText('في المخزون الآن: 12')).toBeInTheDocument();
    const history = await within(stock).findByRole('table', { name: 'تغييرات المخزون، الأحدث أولاً' });
    expect(within(history).getByText('شحنة من المطبعة')).toBeInTheDocument();
    expect(within(history).getByText('+9')).toBeInTheDocument();
  });

  it('hides a book from the shop and shows it again', async () => {
    const user = userEvent.setup();
    await signedInAs('editor');
    const book = await openNewBook({ titleAr: 'أرض البرتقال الحزين' });
    await user.click(screen.getByRole('button', { name: 'إخفاء من المتجر' }));
    expect(await findToast('أُخفي الكتاب من المتجر')).toBeInTheDocument();
    expect(await screen.findByText('هذا الكتاب مخفي: لا يراه القراء في المتجر.')).toBeInTheDocument();
    expect((await t.app.inject({ method: 'GET', url: `/api/books/${book.id}` })).statusCode).toBe(404);
    await user.click(screen.getByRole('button', { name: 'إظهار في المتجر من جديد' }));
    expect(await findToast('عاد الكتاب إلى المتجر')).toBeInTheDocument();
    expect((await t.app.inject({ method: 'GET', url: `/api/books/${book.id}` })).statusCode).toBe(200);
  });

  it('deletes a book never ordered once confirmed, and returns to the list', async () => {
    const user = userEvent.setup();
    await signedInAs('editor');
    const draft = await insertBook(t.database.db, { titleAr: 'مسودة للحذف' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    consolePage(`/staff/books/${draft.id}`);
    await screen.findByRole('heading', { level: 1, name: 'كتاب: مسودة للحذف' });
    await user.click(screen.getByRole('button', { name: 'حذف الكتاب' }));
    expect(confirm).toHaveBeenCalledWith('حذف «مسودة للحذف» نهائياً؟ لا يمكن التراجع عن ذلك.');
    expect((await staffGet(`/staff/books/${draft.id}`)).data.id).toBe(draft.id);
    await user.click(screen.getByRole('button', { name: 'حذف الكتاب' }));
    expect(await findToast('تم حذف الكتاب')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'الكتب' })).toBeInTheDocument();
    expect((await staffGet(`/staff/books/${draft.id}`)).code).toBe('not_found');
  });

  it('shows the orders role every field, read only: nothing to save, hide, delete or restock', async () => {
    await signedInAs('orders');
    consolePage('/staff/books/8');
    await screen.findByRole('heading', { level: 1, name: 'كتاب: كتاب 8' });
    expect(screen.getByRole('note')).toHaveTextContent('دورك يطّلع على الفهرس');
    expect(field(/^العنوان بالعربية/)).toBeDisabled();
    expect(field(/^سعر PDF/)).toBeDisabled();
    for (const name of ['حفظ', 'إخفاء من المتجر', 'حذف الكتاب', 'تغيير المخزون']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

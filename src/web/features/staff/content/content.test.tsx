import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { apiCaller } from '#server/test/harness.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../console/test-kit.tsx';

/* The news and Kashkoul screens (one pair of components for both) and the links screen, against the real API. */

const t = setUpConsoleApi();
afterEach(() => vi.restoreAllMocks());

const call = () => apiCaller(t);

describe('a news item', () => {
  it('is written with its date and issue, checked as the API checks it, then opens as itself for its files', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage('/staff/news/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'خبر جديد' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'النصوص والتاريخ' });
    const date = within(form).getByLabelText(/التاريخ/);
    expect(date).toHaveValue(new Date().toLocaleDateString('en-CA'));
    await user.clear(date);
    await user.type(within(form).getByLabelText(/رقم العدد/), '0');
    await user.click(within(form).getByRole('button', { name: 'إنشاء' }));
    expect(within(form).getByLabelText(/العنوان بالعربية/)).toHaveAccessibleDescription('هذا الحقل مطلوب');
    expect(date).toHaveAccessibleDescription('هذا الحقل مطلوب');
    expect(within(form).getByLabelText(/رقم العدد/)).toHaveAccessibleDescription('يجب ألا تقل القيمة عن 1');

    await user.type(within(form).getByLabelText(/العنوان بالعربية/), 'افتتاح معرض الكتاب');
    await user.type(date, '2026-11-20');
    await user.clear(within(form).getByLabelText(/رقم العدد/));
    await user.type(within(form).getByLabelText(/رقم العدد/), '7');
    await user.click(within(form).getByRole('button', { name: 'إنشاء' }));
    expect(await findToast('تمت إضافة الخبر')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'افتتاح معرض الكتاب' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/staff\/news\/\d+$/));
    const files = screen.getByRole('region', { name: 'الصورة وملف PDF' });
    expect(within(files).getByText('لا صورة بعد.')).toBeInTheDocument();
    expect(within(files).getByText('لا ملف PDF بعد.')).toBeInTheDocument();

    const id = Number(window.location.hash.split('/').at(-1));
    const stored = await call()('GET', `/staff/news/${id}`, {
      token: (await signedInStaff(t, 'orders')).token,
    });
    expect(stored.json().data).toMatchObject({
      title_ar: 'افتتاح معرض الكتاب',
      article_date: '2026-11-20',
      issue_number: 7,
    });
  });

  it('is changed and deleted from its own screen, and listed newest first with its issue filter in the URL', async () => {
    const user = userEvent.setup();
    const editor = await signedInAs(t, 'editor');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const made = await call()('POST', '/staff/kashkoul', {
      token: editor.token,
      body: {
        title_ar: 'مقال العدد الأول',
        title_en: 'First issue',
        article_date: '2026-01-10',
        issue_number: 1,
      },
    });
    await call()('POST', '/staff/kashkoul', {
      token: editor.token,
      body: { title_ar: 'مقال العدد الثاني', article_date: '2026-02-10', issue_number: 2 },
    });
    consolePage('/staff/kashkoul');
    const table = await screen.findByRole('table', { name: 'الكشكول' });
    await within(table).findByText('مقال العدد الثاني');
    const titles = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles.indexOf('مقال العدد الثاني')).toBeLessThan(titles.indexOf('مقال العدد الأول'));
    await user.type(screen.getByLabelText('رقم العدد'), '1{Enter}');
    await waitFor(() => expect(within(table).queryByText('مقال العدد الثاني')).not.toBeInTheDocument());
    expect(window.location.hash).toContain('issue_number=1');

    await user.click(within(table).getByRole('link', { name: 'مقال العدد الأول' }));
    const form = await screen.findByRole('form', { name: 'النصوص والتاريخ' });
    const english = within(form).getByLabelText(/العنوان بالإنجليزية/);
    expect(english).toHaveValue('First issue');
    expect(english).toHaveAttribute('dir', 'ltr');
    await user.clear(english);
    await user.type(english, 'The first issue');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ مقال الكشكول')).toBeInTheDocument();
    const id = made.json().data.id;
    const stored = await call()('GET', `/staff/kashkoul/${id}`, { token: editor.token });
    expect(stored.json().data.title_en).toBe('The first issue');

    await user.click(within(form).getByRole('button', { name: 'حذف' }));
    expect(window.confirm).toHaveBeenCalledWith('هل تريد حذف هذا المقال مع صورته وملف PDF نهائياً؟');
    expect(await findToast('تم حذف مقال الكشكول')).toBeInTheDocument();
    // Back on the list once the server has deleted it: a round trip and the list asked again.
    expect(await screen.findByRole('heading', { level: 1, name: 'الكشكول' })).toBeInTheDocument();
    expect((await call()('GET', `/staff/kashkoul/${id}`, { token: editor.token })).statusCode).toBe(404);
  });

  it('is shown to an orders member without a way to change it', async () => {
    const editor = await signedInStaff(t, 'editor');
    const made = await call()('POST', '/staff/news', {
      token: editor.token,
      body: { title_ar: 'خبر للاطلاع', article_date: '2026-03-03' },
    });
    await signedInAs(t, 'orders');
    consolePage(`/staff/news/${made.json().data.id}`);
    const form = await screen.findByRole('form', { name: 'النصوص والتاريخ' });
    expect(within(form).getByLabelText(/العنوان بالعربية/)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'اختر ملفاً' })).not.toBeInTheDocument();
  });
});

describe('the links screen', () => {
  it('adds a link type, then links to it, refusing an address that is not a web link', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage('/staff/links');
    const typeForm = await screen.findByRole('form', { name: 'نوع روابط جديد' });
    await user.type(within(typeForm).getByLabelText(/العنوان بالعربية/), 'مواقع ثقافية');
    await user.type(within(typeForm).getByLabelText(/العنوان بالإنجليزية/), 'Cultural sites');
    await user.click(within(typeForm).getByRole('button', { name: 'إنشاء' }));
    expect(await findToast('تمت إضافة نوع الروابط')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^مواقع ثقافية/ }));

    const linkForm = await screen.findByRole('form', { name: 'رابط جديد' });
    await user.type(within(linkForm).getByLabelText(/الاسم بالعربية/), 'بيت الشعر');
    await user.type(within(linkForm).getByLabelText(/الاسم بالإنجليزية/), 'House of poetry');
    const address = within(linkForm).getByLabelText(/الرابط/);
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(linkForm).getByRole('button', { name: 'إنشاء' }));
    expect(address).toHaveAccessibleDescription('اكتب رابطاً كاملاً يبدأ بـ http:// أو https://');
    await user.clear(address);
    await user.type(address, 'https://poetry.example/');
    await user.click(within(linkForm).getByRole('button', { name: 'إنشاء' }));
    expect(await findToast('تمت إضافة الرابط')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'روابط «مواقع ثقافية»' });
    expect(await within(table).findByText('بيت الشعر')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^مواقع ثقافية\s*رابط واحد/ })).toBeInTheDocument();
  });

  it('shows the refusal naming the links when a type that holds links is deleted', async () => {
    const user = userEvent.setup();
    const editor = await signedInAs(t, 'editor');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const type = await call()('POST', '/staff/link-types', {
      token: editor.token,
      body: { title_ar: 'صحف', title_en: 'Papers', sort: 0 },
    });
    await call()('POST', '/staff/links', {
      token: editor.token,
      body: {
        link_type_id: type.json().data.id,
        name_ar: 'الأهرام',
        name_en: 'Al-Ahram',
        link: 'https://ahram.example/',
      },
    });
    consolePage(`/staff/links?type=${type.json().data.id}`);
    const item = (await screen.findByRole('button', { name: /^صحف/ })).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'حذف' }));
    expect(await findToast('لا يمكن حذف نوع الروابط هذا: يضم رابطاً واحداً: «الأهرام»')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'روابط «صحف»' })).toBeInTheDocument();
  });
});

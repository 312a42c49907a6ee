import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { apiCaller, createTestApp, type TestContext } from '#server/test/harness.ts';
import type { StaffRole } from '#shared/contract/staff.ts';
import { apiConfig } from '#web/api/client.ts';
import { languageStore } from '#web/state/language.ts';
import { renderPage } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import StaffPage from '../../StaffPage.tsx';

/* Pages and settings against the real API: privacy terms, contact details, SEO texts, social media. */

const pagesScreen = (query = '') => renderPage(`/staff/pages${query}`, { '/staff/*': StaffPage });

// jsdom does no layout, and the rich text editor measures its selection to scroll it into view.
const measures = { rects: Range.prototype.getClientRects, box: Range.prototype.getBoundingClientRect };

describe('the pages and settings screen', () => {
  let t: TestContext;
  let previousBase: string;
  let admin: { token: string };
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

  beforeAll(async () => {
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    previousBase = apiConfig.base;
    apiConfig.base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
    admin = await signedInStaff(t, 'admin');
    const privacy = await call('PUT', '/staff/pages/privacy', {
      token: admin.token,
      body: {
        title_ar: 'سياسة الخصوصية',
        title_en: 'Privacy policy',
        description_ar: '<p>نحترم خصوصيتك.</p>',
      },
    });
    expect(privacy.statusCode, privacy.body).toBe(200);
  });
  afterAll(async () => {
    Object.assign(Range.prototype, { getClientRects: measures.rects, getBoundingClientRect: measures.box });
    if (!measures.rects) Reflect.deleteProperty(Range.prototype, 'getClientRects');
    if (!measures.box) Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect');
    apiConfig.base = previousBase;
    await t?.close();
  });

  async function signedInAs(role: StaffRole) {
    const member = await signedInStaff(t, role);
    localStorage.setItem(
      'staff',
      JSON.stringify({ token: member.token, id: member.id, name: member.name, email: member.email, role }),
    );
  }

  it('edits the privacy terms with the rich text editor; the shop’s answer shows the change', async () => {
    const user = userEvent.setup();
    await signedInAs('editor');
    pagesScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحات والإعدادات' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'سياسة الخصوصية' })).toHaveAttribute('aria-selected', 'true');
    const englishTitle = await screen.findByLabelText('العنوان بالإنجليزية');
    expect(englishTitle).toHaveValue('Privacy policy');
    expect(englishTitle).toHaveAttribute('dir', 'ltr');

    const arabicText = screen.getByRole('textbox', { name: 'النص بالعربية' });
    expect(arabicText).toHaveAttribute('dir', 'rtl');
    expect(arabicText).toHaveTextContent('نحترم خصوصيتك.');
    expect(screen.getByRole('textbox', { name: 'النص بالإنجليزية' })).toHaveAttribute('dir', 'ltr');
    const [arabicToolbar] = screen.getAllByRole('toolbar', { name: 'تنسيق النص' });
    await user.click(within(arabicToolbar).getByRole('button', { name: 'قائمة نقطية' }));
    await user.clear(englishTitle);
    await user.type(englishTitle, 'Our privacy');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    expect(await findToast('تم حفظ سياسة الخصوصية')).toBeInTheDocument();
    const shop = await call('GET', '/our-terms', { lang: 'en' });
    expect(shop.json().data).toMatchObject({
      title: 'Our privacy',
      description_ar: '<ul><li><p>نحترم خصوصيتك.</p></li></ul>',
    });
  });

  it('shows a blank Arabic title’s error in the member’s language and keeps what was typed', async () => {
    const user = userEvent.setup();
    await signedInAs('editor');
    languageStore.set('en');
    pagesScreen();
    const arabicTitle = await screen.findByLabelText(/^Title in Arabic/);
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    const englishTitle = screen.getByLabelText('Title in English');
    await user.clear(arabicTitle);
    await user.clear(englishTitle);
    await user.type(englishTitle, 'Kept as typed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(arabicTitle).toHaveAttribute('aria-invalid', 'true');
    expect(englishTitle).toHaveValue('Kept as typed');
    const stored = await call('GET', '/staff/pages/privacy', { token: admin.token });
    expect(stored.json().data.title_en).toBe('Our privacy');
  });

  it('saves the contact details, refusing a map the page cannot show', async () => {
    const user = userEvent.setup();
    await signedInAs('editor');
    pagesScreen();
    await user.click(await screen.findByRole('tab', { name: 'بيانات التواصل' }));
    expect(screen.getByRole('tab', { name: 'بيانات التواصل' })).toHaveAttribute('aria-selected', 'true');
    await user.type(await screen.findByLabelText(/^العنوان بالعربية/), 'تواصل معنا');
    await user.type(screen.getByLabelText('الهاتف'), '+962 6 555 0100');
    const map = screen.getByLabelText('رابط الخريطة');
    await user.type(map, 'https://evil.example/map');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(
      await screen.findByText(
        'رابط الخريطة يبدأ بـ https:// من خرائط Google أو OpenStreetMap (رابط التضمين)',
      ),
    ).toBeInTheDocument();
    await user.clear(map);
    await user.type(map, 'https://www.openstreetmap.org/export/embed.html');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ بيانات التواصل')).toBeInTheDocument();
    const shop = await call('GET', '/contact-us/1');
    expect(shop.json().data).toMatchObject({
      title: 'تواصل معنا',
      phone: '+962 6 555 0100',
      map_link: 'https://www.openstreetmap.org/export/embed.html',
    });
  });

  it('adds, lists and deletes social media entries, the tab held in the address', async () => {
    const user = userEvent.setup();
    await signedInAs('editor');
    pagesScreen('?tab=social');
    expect(await screen.findByText('لا توجد حسابات تواصل اجتماعي بعد.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إضافة حساب' }));
    await user.type(screen.getByLabelText(/^الاسم/), 'Telegram');
    const link = screen.getByLabelText(/^الرابط/);
    await user.clear(link);
    await user.type(link, 'http://t.me/house');
    await user.selectOptions(screen.getByLabelText(/^الأيقونة/), 'telegram');
    await user.click(screen.getByRole('button', { name: 'إنشاء' }));
    expect(await screen.findByText('اكتب رابطاً كاملاً يبدأ بـ https://')).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://t.me/house');
    await user.click(screen.getByRole('button', { name: 'إنشاء' }));
    expect(await findToast('تمت إضافة حساب التواصل الاجتماعي')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'حسابات التواصل الاجتماعي' });
    expect(await within(table).findByText('Telegram')).toBeInTheDocument();
    expect((await call('GET', '/social-medias')).json().data).toEqual([
      expect.objectContaining({ title: 'Telegram', link: 'https://t.me/house', icon: 'telegram' }),
    ]);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    try {
      await user.click(within(table).getByRole('button', { name: 'حذف' }));
      expect(confirm).toHaveBeenCalledWith('هل تريد حذف «Telegram» نهائياً؟');
    } finally {
      confirm.mockRestore();
    }
    expect(await findToast('تم حذف حساب التواصل الاجتماعي')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Telegram')).not.toBeInTheDocument());
  });

  it('lets the orders team read the settings without a way to change them', async () => {
    await signedInAs('orders');
    pagesScreen('?tab=seo');
    const title = await screen.findByLabelText(/^عنوان الموقع بالعربية/);
    expect(title).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();
    expect(
      screen.getByText('يتيح لك دورك قراءة هذه الإعدادات؛ يعدّلها المدير أو المحرر.'),
    ).toBeInTheDocument();
  });
});

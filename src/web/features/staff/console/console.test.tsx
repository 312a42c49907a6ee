import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoStaff } from '#server/db/seed/data/index.ts';
import { STAFF_PASSWORD } from '#server/modules/staff/testing.ts';
import { nextIp } from '#server/test/harness.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from './test-kit.tsx';

/* The console's frame against the real API: its sign-in, its navigation by role, its language. */

const navigation = () => screen.getAllByRole('navigation', { name: /أقسام اللوحة|Console sections/ })[0];
const navLabels = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the staff console frame', () => {
  const t = setUpConsoleApi({}, { seed: true });

  it('signs an editor in, then shows its own frame: the sections an editor uses, the member and the dashboard', async () => {
    const user = userEvent.setup();
    consolePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة الموظفين' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), demoStaff.email);
    await user.type(screen.getByLabelText('كلمة المرور'), demoStaff.password);
    await user.click(screen.getByRole('button', { name: 'الدخول إلى اللوحة' }));
    expect(await findToast('تم تسجيل الدخول إلى لوحة الموظفين')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'أهلاً محرر تجريبي' })).toBeInTheDocument();
    expect(navLabels()).toEqual([
      'الرئيسية',
      'الكتب',
      'قوائم الانتظار',
      'التصنيفات',
      'الكتّاب',
      'أنواع الأغلفة',
      'السلاسل',
      'مجموعات الكتب',
      'طلبات الحقوق',
      'الأخبار',
      'الكشكول',
      'الروابط',
      'المشتركون',
      'النشرات البريدية',
      'الصفحات والإعدادات',
      'مناطق الشحن',
      'قواعد الضريبة',
      'التخفيضات',
      'أسعار الصرف',
      'الأسواق',
      'تنبيهاتي',
      'أمان الدخول',
    ]);
    // The member's name isolated beside the role: a Latin name keeps its place in Arabic.
    expect(screen.getByText('\u2068محرر تجريبي\u2069 (محرر)')).toBeInTheDocument();
    // The readers' frame is not there: no shop footer's subscribe form, no cart.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // The dashboard counts the demo catalogue as the database does.
    const onSale = await t.database.db.query.books.findMany({ where: (b, { eq }) => eq(b.active, true) });
    const figure = await screen.findByRole('link', { name: new RegExp(`^${onSale.length}\\s*كتب معروضة$`) });
    expect(figure).toHaveAttribute('href', '#/staff/books');
  });

  it('shows an administrator the staff members and the activity log as well', async () => {
    await signedInAs(t, 'admin');
    consolePage();
    await screen.findByRole('heading', { level: 1, name: /^أهلاً/ });
    expect(navLabels().slice(-3)).toEqual(['سجل النشاط', 'تنبيهاتي', 'أمان الدخول']);
  });

  it("tells an orders member that the staff members' page is not theirs", async () => {
    await signedInAs(t, 'orders');
    consolePage('/staff/members');
    expect(await screen.findByRole('alert')).toHaveTextContent('دورك في فريق العمل لا يفتح هذه الصفحة.');
    expect(navLabels()).not.toContain('فريق العمل');
    // The orders desk's own list of cash-on-delivery orders to call about (decision 097).
    expect(navLabels().slice(1, 3)).toEqual(['الطلبات', 'بانتظار التأكيد']);
    // The cash the carriers collect on delivery, and their remittance statements (decision 102).
    expect(navLabels()).toContain('أموال الدفع عند الاستلام');
    // Its pipeline of printed orders, from the buyer's yes to delivered or returned (decision 100).
    expect(navLabels()).toContain('مسار الطلبات');
    // Each invoice's status with ZATCA in phase 2, and sending a rejected one again (decision 104).
    expect(navLabels()).toContain('الفوترة الإلكترونية (زاتكا)');
  });

  it('switches the console to English, left to right, and back', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage();
    await screen.findByRole('heading', { level: 1, name: /^أهلاً/ });
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(navLabels()[1]).toBe('Books');
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });

  it('signs out: the token stops working and the sign-in form comes back', async () => {
    const user = userEvent.setup();
    const member = await signedInAs(t, 'editor');
    consolePage();
    await screen.findByRole('heading', { level: 1, name: /^أهلاً/ });
    await user.click(screen.getByRole('button', { name: 'تسجيل الخروج' }));
    expect(await screen.findByRole('button', { name: 'الدخول إلى اللوحة' })).toBeInTheDocument();
    expect(localStorage.getItem('staff')).not.toContain(member.token);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it("signs a member in again from this browser while a stranger's guesses from many addresses hold the e-mail", async () => {
    const user = userEvent.setup();
    const member = await signedInAs(t, 'editor');
    const signIn = async () => {
      await user.type(await screen.findByLabelText('البريد الإلكتروني'), member.email);
      await user.type(screen.getByLabelText('كلمة المرور'), STAFF_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'الدخول إلى اللوحة' }));
      expect(await findToast('تم تسجيل الدخول إلى لوحة الموظفين')).toBeInTheDocument();
    };
    localStorage.removeItem('staff');
    const first = consolePage();
    await signIn();
    await screen.findByRole('heading', { level: 1, name: /^أهلاً/ });
    const kept = JSON.parse(localStorage.getItem('device-tokens') ?? '{}') as Record<string, string>;
    expect(Object.keys(kept)).toEqual([`staff:${member.email}`]);
    first.unmount();
    localStorage.removeItem('staff');

    // Wrong passwords from one new address after another, until the e-mail is closed to strangers.
    let status = 0;
    for (let i = 0; i < 41 && status !== 429; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        remoteAddress: nextIp(),
        payload: { email: member.email, password: `wrong-password-${i}` },
      });
      status = res.statusCode;
    }
    expect(status).toBe(429);

    consolePage();
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: /^أهلاً/ })).toBeInTheDocument();
  });

  it('opens the menu as a drawer on a phone and closes it on Escape', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage();
    await screen.findByRole('heading', { level: 1, name: /^أهلاً/ });
    await user.click(screen.getByRole('button', { name: 'القائمة' }));
    expect(screen.getByRole('dialog', { name: 'أقسام اللوحة' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInStaff, staffEmail } from '#server/modules/staff/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The staff members' screens against the real API: the list, adding, editing, standing, passwords. */

const t = setUpConsoleApi();
afterEach(() => vi.restoreAllMocks());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/staff/me', headers: { authorization: `Bearer ${token}` } });

describe('the staff members screen', () => {
  it('lists the members with their role and standing, and filters them by role', async () => {
    const user = userEvent.setup();
    const admin = await signedInAs(t, 'admin');
    const orders = await signedInStaff(t, 'orders');
    consolePage('/staff/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'فريق العمل' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'أعضاء فريق العمل' });
    const adminRow = (await within(table).findByText(admin.email)).closest('tr')!;
    expect(within(adminRow).getByText('مدير')).toBeInTheDocument();
    expect(within(adminRow).getByText('نشط')).toBeInTheDocument();
    expect(within(adminRow).getByText('(أنت)')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('الدور'), 'الطلبات');
    await waitFor(() => expect(within(table).queryByText(admin.email)).not.toBeInTheDocument());
    expect(within(table).getByText(orders.email)).toBeInTheDocument();
    expect(window.location.hash).toContain('role=orders');
  });

  it('adds a member: the form checks as the API does, keeps what was typed on a refusal, then opens the member', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'admin');
    const taken = await signedInStaff(t, 'editor');
    consolePage('/staff/members/new');
    await screen.findByRole('heading', { level: 1, name: 'إضافة عضو إلى فريق العمل' });

    await user.type(screen.getByLabelText(/^الاسم/), 'هدى سالم');
    await user.type(screen.getByLabelText(/^البريد الإلكتروني/), taken.email);
    await user.selectOptions(screen.getByLabelText(/^الدور/), 'orders');
    const password = screen.getByLabelText(/^كلمة المرور الأولى/);
    await user.type(password, 'short');
    await user.tab();
    expect(await screen.findByText('كلمة مرور الموظف 10 أحرف على الأقل')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'a-long-first-secret');
    await user.click(screen.getByRole('button', { name: 'إضافة العضو' }));
    const email = screen.getByLabelText(/^البريد الإلكتروني/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('هذا البريد الإلكتروني مستخدم لعضو آخر في فريق العمل');
    expect(screen.getByLabelText(/^الاسم/)).toHaveValue('هدى سالم');

    const fresh = staffEmail('huda');
    await user.clear(email);
    await user.type(email, fresh);
    await user.click(screen.getByRole('button', { name: 'إضافة العضو' }));
    expect(await findToast('تمت إضافة عضو فريق العمل')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'عضو فريق العمل: هدى سالم' }),
    ).toBeInTheDocument();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: fresh, password: 'a-long-first-secret' },
    });
    expect(login.json().data.role).toBe('orders');
  });

  it('changes a role, deactivates the member (their session ends) and reactivates them', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'admin');
    const editor = await signedInStaff(t, 'editor');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    consolePage(`/staff/members/${editor.id}`);
    await screen.findByRole('heading', { level: 1, name: `عضو فريق العمل: ${editor.name}` });

    await user.selectOptions(screen.getByLabelText(/^الدور/), 'orders');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ بيانات عضو فريق العمل')).toBeInTheDocument();
    expect((await me(editor.token)).json().data.role).toBe('orders');

    await user.click(screen.getByRole('button', { name: 'إيقاف الحساب' }));
    expect(window.confirm).toHaveBeenCalledWith(`إيقاف حساب ${editor.name}؟ تنتهي جلساته في الحال.`);
    expect(await findToast('تم إيقاف الحساب وإنهاء جلساته')).toBeInTheDocument();
    expect(await screen.findByText('هذا الحساب موقوف: لا يستطيع الدخول.')).toBeInTheDocument();
    expect((await me(editor.token)).statusCode).toBe(401);

    await user.click(screen.getByRole('button', { name: 'إعادة التفعيل' }));
    expect(await findToast('تمت إعادة تفعيل الحساب')).toBeInTheDocument();
    expect(await screen.findByText('هذا الحساب نشط.')).toBeInTheDocument();
  });

  it('sets a new password for a member and ends their sessions', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'admin');
    const editor = await signedInStaff(t, 'editor');
    consolePage(`/staff/members/${editor.id}`);
    await screen.findByRole('heading', { level: 1, name: `عضو فريق العمل: ${editor.name}` });
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'a-new-secret-for-you');
    await user.click(screen.getByRole('button', { name: 'تعيين كلمة المرور' }));
    expect(await findToast('تم تعيين كلمة المرور الجديدة وإنهاء جلسات العضو')).toBeInTheDocument();
    expect((await me(editor.token)).statusCode).toBe(401);
    expect(screen.getByLabelText(/^كلمة المرور الجديدة/)).toHaveValue('');
  });

  it('turns off the two-step sign-in of a member who lost their app, after asking, and ends their sessions', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'admin');
    const editor = await signedInStaff(t, 'editor');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/staff/security/two-factor/start',
      headers: { authorization: `Bearer ${editor.token}` },
    });
    const secret = started.json().data.secret as string;
    const code = new TOTP({ secret: Secret.fromBase32(secret), period: 30 }).generate();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/security/two-factor/confirm',
      headers: { authorization: `Bearer ${editor.token}` },
      payload: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    consolePage(`/staff/members/${editor.id}`);
    const panel = await screen.findByRole('region', { name: 'التحقق بخطوتين' });
    expect(within(panel).getByText('مفعّل: يدخل هذا العضو برمز من تطبيق المصادقة.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    expect(window.confirm).toHaveBeenCalledWith(
      `إيقاف التحقق بخطوتين لـ ${editor.name}؟ تنتهي جلساته في الحال.`,
    );
    expect(
      await findToast('أُوقف التحقق بخطوتين وأُنهيت جلسات العضو: يدخل بكلمة المرور ويمكنه تفعيله من جديد'),
    ).toBeInTheDocument();
    expect(
      await within(panel).findByText('غير مفعّل: يدخل هذا العضو بكلمة المرور وحدها.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    expect((await me(editor.token)).statusCode).toBe(401);
  });

  it('does not offer an admin to deactivate themselves', async () => {
    const admin = await signedInAs(t, 'admin');
    consolePage(`/staff/members/${admin.id}`);
    const own = await screen.findByRole('button', { name: 'إيقاف الحساب' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('لا يمكنك إيقاف حسابك بنفسك؛ يستطيع ذلك مدير آخر.');
  });

  it('speaks English, left to right, when the member chose it', async () => {
    setLanguage('en');
    await signedInAs(t, 'admin');
    consolePage('/staff/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a member' })).toHaveAttribute('href', '#/staff/members/new');
    expect(await screen.findByRole('columnheader', { name: /Last sign-in/ })).toBeInTheDocument();
    expect(screen.getAllByText('Administrator').length).toBeGreaterThan(0);
  });
});

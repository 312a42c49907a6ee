import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiConfig } from '#web/api/client.ts';
import { renderApp, renderRoutes } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import {
  accountPages,
  currentPath,
  PASSWORD,
  setUpRealApi,
  signInStored,
  storedClient,
} from './test-support.ts';

const api = setUpRealApi();

const checkLogin = (token: string) =>
  fetch(`${apiConfig.base}/check-client-login`, { headers: { authorization: `Bearer ${token}` } });

async function askForCode(user: UserEvent, path: string, email: string) {
  renderRoutes(path, accountPages);
  await screen.findByRole('heading', { name: 'نسيت كلمة المرور؟' });
  await user.type(screen.getByLabelText('البريد الإلكتروني'), email);
  await user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
}

describe('password reset against the real API', () => {
  it('says Mail not found for an unknown e-mail', async () => {
    const user = userEvent.setup();
    await askForCode(user, '/ForgotPassword', 'nobody@example.com');
    expect(await findToast('البريد الإلكتروني غير موجود')).toBeInTheDocument();
    expect(currentPath()).toBe('/ForgotPassword');
  });

  it('mails a code; with it and a new password: Password has been changed, /login, new password works', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    await askForCode(user, '/forgotpassword', client.email);
    await waitFor(() => expect(currentPath()).toBe(`/new-password/${client.email}`));
    await screen.findByRole('heading', { name: 'اختر كلمة مرور جديدة' });
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveValue(client.email);
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('readonly');

    const code = await api.smtp.nextCode(client.email);
    await user.type(screen.getByLabelText('رمز التحقق'), code);
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'a-brand-new-one');
    await user.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    expect(await findToast('تم تغيير كلمة المرور')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));

    await screen.findByRole('heading', { name: 'أهلاً بعودتك' });
    await user.type(screen.getByLabelText('البريد الإلكتروني'), client.email);
    await user.type(screen.getByLabelText('كلمة المرور'), 'a-brand-new-one');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(storedClient().id).toBe(client.id));
  });

  it('says Incorrect code for a wrong reset code', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    await askForCode(user, '/ForgotPassword', client.email);
    await screen.findByRole('heading', { name: 'اختر كلمة مرور جديدة' });
    const code = await api.smtp.nextCode(client.email);
    await user.type(screen.getByLabelText('رمز التحقق'), code === '000000' ? '111111' : '000000');
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'a-brand-new-one');
    await user.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    expect(await findToast('الرمز غير صحيح')).toBeInTheDocument();
    expect(currentPath()).toBe(`/new-password/${client.email}`);
  });
});

describe('my profile against the real API', () => {
  /** The profile page; inside the app's frame when the test looks at the profile menu too. */
  async function openProfile({ inFrame = false } = {}) {
    const client = await api.createAccount({ name: 'مريم يوسف' });
    const session = await signInStored(client.email);
    if (inFrame) renderApp('/my-profile', accountPages);
    else renderRoutes('/my-profile', accountPages);
    await screen.findByRole('heading', { name: 'ملفي الشخصي' });
    await waitFor(() => expect(screen.getByLabelText('الاسم الكامل')).toHaveValue('مريم يوسف'));
    return { client, session, user: userEvent.setup() };
  }

  it('is filled from GET /clients/{id}', async () => {
    const { client } = await openProfile();
    expect(screen.getByLabelText('تاريخ الميلاد')).toHaveValue('14/3/1992');
    expect(screen.getByLabelText('العنوان')).toHaveValue('عمّان، جبل اللويبدة');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveValue(client.email);
    expect(await screen.findByLabelText('رقم الجوال')).toHaveValue('+962 7 9123 4567');
    expect(screen.getByRole('combobox', { name: 'الدولة' })).toHaveValue('JO');
    expect(screen.getByRole('combobox', { name: 'لغة رسائلنا إليك' })).toHaveValue('ar');
    expect(screen.getByLabelText('كلمة المرور الحالية')).toHaveValue('');
  });

  it('saves the language of our e-mails with the rest of the profile', async () => {
    const { user, client } = await openProfile();
    const language = screen.getByRole('combobox', { name: 'لغة رسائلنا إليك' });
    expect(language).toHaveAccessibleDescription('تصلك بها رسائل طلباتك وحسابك وأخبارنا');
    await user.selectOptions(language, 'English');
    await user.type(screen.getByLabelText('كلمة المرور الحالية'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));

    expect(await findToast('تم التحديث بنجاح')).toBeInTheDocument();
    const saved = await api.db.query.clients.findFirst({ where: (c, { eq }) => eq(c.id, client.id) });
    expect(saved?.language).toBe('en');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'لغة رسائلنا إليك' })).toHaveValue('en'));
  });

  it('saves with the current password: Updated successfully, and the menu shows the new name', async () => {
    const { user, client } = await openProfile({ inFrame: true });
    const name = screen.getByLabelText('الاسم الكامل');
    await user.clear(name);
    await user.type(name, 'مريم يوسف العلي');
    await user.type(screen.getByLabelText('كلمة المرور الحالية'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));

    expect(await findToast('تم التحديث بنجاح')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /مريم يوسف العلي/ })).toBeInTheDocument();
    const saved = await api.db.query.clients.findFirst({ where: (c, { eq }) => eq(c.id, client.id) });
    expect(saved?.name).toBe('مريم يوسف العلي');
    // The password fields start empty again.
    await waitFor(() => expect(screen.getByLabelText('كلمة المرور الحالية')).toHaveValue(''));
  });

  it('refuses a wrong current password with the server message under the field', async () => {
    const { user } = await openProfile();
    await user.type(screen.getByLabelText('كلمة المرور الحالية'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
    expect(await findToast('كلمة المرور الحالية غير صحيحة')).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور الحالية')).toHaveAccessibleDescription(
      'كلمة المرور الحالية غير صحيحة',
    );
  });

  it('changes the password when a new one is given', async () => {
    const { user, client } = await openProfile();
    await user.type(screen.getByLabelText('كلمة المرور الحالية'), PASSWORD);
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'the-next-password');
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
    expect(await findToast('تم التحديث بنجاح')).toBeInTheDocument();
    const login = await fetch(`${apiConfig.base}/client-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: client.email, password: 'the-next-password' }),
    });
    expect(login.status).toBe(200);
  });

  it('says Please fill in all fields when a required field is emptied, and sends nothing', async () => {
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText('العنوان'));
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
    expect(await findToast('يرجى تعبئة جميع الحقول')).toBeInTheDocument();
    expect(screen.getByLabelText('العنوان')).toHaveAccessibleDescription('هذا الحقل مطلوب');
    expect(screen.getByLabelText('كلمة المرور الحالية')).toHaveAccessibleDescription('هذا الحقل مطلوب');
  });
});

describe('the session against the real API', () => {
  it('logs out from the profile menu: token revoked on the server, session reset, back home', async () => {
    const client = await api.createAccount({ name: 'عمر سعيد' });
    const { token } = await signInStored(client.email);
    const user = userEvent.setup();
    renderApp('/my-profile', accountPages);
    await screen.findByRole('heading', { name: 'ملفي الشخصي' });
    await user.click(await screen.findByRole('button', { name: /عمر سعيد/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'تسجيل الخروج' }));

    await waitFor(() => expect(storedClient()).toEqual({ id: 0, token: '' }));
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect((await checkLogin(token)).status).toBe(401);
  });

  it('says Login revoked and forgets the client when the server no longer knows the token', async () => {
    const client = await api.createAccount();
    const { token } = await signInStored(client.email);
    // Signed out elsewhere (another device, a password reset): the stored token is dead.
    await fetch(`${apiConfig.base}/client-logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    renderApp('/my-profile', accountPages);
    expect(await findToast('تم إلغاء تسجيل الدخول')).toBeInTheDocument();
    await waitFor(() => expect(storedClient()).toEqual({ id: 0, token: '' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });
});

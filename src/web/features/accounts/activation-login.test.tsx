import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { markDeactivated } from '#server/modules/clients/testing.ts';
import { nextIp } from '#server/test/harness.ts';
import { apiConfig } from '#web/api/client.ts';
import { sessionStore } from '#web/state/session.ts';
import { renderApp, renderRoutes } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import {
  accountPages,
  currentPath,
  PASSWORD,
  setUpRealApi,
  storedClient,
  uniqueEmail,
} from './test-support.ts';

const api = setUpRealApi();

async function signUp(user: UserEvent, email: string) {
  renderRoutes('/register', accountPages);
  await screen.findByRole('heading', { name: 'إنشاء حساب جديد' });
  await user.type(screen.getByLabelText('الاسم الكامل'), 'سلمى خالد');
  await user.type(screen.getByLabelText('تاريخ الميلاد'), '1990-02-20');
  await user.type(screen.getByLabelText('العنوان'), 'الزرقاء، حي الأمير حسن');
  await user.type(screen.getByLabelText('البريد الإلكتروني'), email);
  await user.type(await screen.findByLabelText('رقم الجوال'), '791234567');
  await user.type(screen.getByLabelText('كلمة المرور'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
}

async function submitLogin(user: UserEvent, email: string, password = PASSWORD) {
  await screen.findByRole('heading', { name: 'أهلاً بعودتك' });
  await user.type(screen.getByLabelText('البريد الإلكتروني'), email);
  await user.type(screen.getByLabelText('كلمة المرور'), password);
  await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
}

describe('sign-up and activation against the real API', () => {
  it('activates with the mailed code: Account Activated, session stored, /home', async () => {
    const user = userEvent.setup();
    const email = uniqueEmail('salma');
    await signUp(user, email);
    expect(await findToast('تم إنشاء الحساب')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(`/activation/${email}`));

    await screen.findByRole('heading', { name: 'تفعيل الحساب' });
    const emailField = screen.getByLabelText('البريد الإلكتروني');
    expect(emailField).toHaveValue(email);
    expect(emailField).toHaveAttribute('readonly');
    const code = await api.smtp.nextCode(email);
    await user.type(screen.getByLabelText('رمز التحقق'), code);
    await user.click(screen.getByRole('button', { name: 'تفعيل' }));

    expect(await findToast('تم تفعيل الحساب')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(storedClient()).toMatchObject({ email, name: 'سلمى خالد' });
    expect(storedClient().id).toBeGreaterThan(0);
    expect(storedClient().token).not.toBe('');
  });

  it('refuses a taken e-mail with the server message under the field', async () => {
    const user = userEvent.setup();
    const { email } = await api.createAccount();
    await signUp(user, email);
    expect(await findToast('هذا البريد الإلكتروني مسجل مسبقاً')).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAccessibleDescription(
      'هذا البريد الإلكتروني مسجل مسبقاً',
    );
    expect(currentPath()).toBe('/register');
  });

  it('says Incorrect code for a wrong code; a new code on request works', async () => {
    const user = userEvent.setup();
    const { email } = await api.createAccount({ active: false });
    renderRoutes(`/activation/${email}`, accountPages);
    await user.click(await screen.findByRole('button', { name: 'إرسال رمز جديد' }));
    expect(await findToast('إذا كان البريد الإلكتروني مسجلاً فقد أرسلنا إليه رمزاً جديداً')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /إرسال رمز جديد بعد \d+ ث/ })).toBeDisabled();
    const code = await api.smtp.nextCode(email);

    const wrong = code === '000000' ? '111111' : '000000';
    await user.type(screen.getByLabelText('رمز التحقق'), wrong);
    await user.click(screen.getByRole('button', { name: 'تفعيل' }));
    expect(await findToast('الرمز غير صحيح')).toBeInTheDocument();
    expect(storedClient()).toEqual({});

    await user.clear(screen.getByLabelText('رمز التحقق'));
    await user.type(screen.getByLabelText('رمز التحقق'), code);
    await user.click(screen.getByRole('button', { name: 'تفعيل' }));
    expect(await findToast('تم تفعيل الحساب')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('accepts digits only in the code field, six at most', async () => {
    const user = userEvent.setup();
    renderRoutes('/activation/someone@example.com', accountPages);
    const code = await screen.findByLabelText('رمز التحقق');
    await user.type(code, '12a3-45678');
    expect(code).toHaveValue('123456');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('dir', 'ltr');
  });
});

describe('login against the real API', () => {
  it('signs an active client in: Signed in, session stored, /home', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    renderApp('/login', accountPages);
    await submitLogin(user, client.email);
    expect(await findToast('تم تسجيل الدخول')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(storedClient()).toMatchObject({ id: client.id, email: client.email });
    // The top bar now shows the client's menu instead of the login link.
    expect(await screen.findByRole('button', { name: /ليلى حسن/ })).toBeInTheDocument();
  });

  it('keeps a remembered session for 30 days', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    renderRoutes('/login', accountPages);
    await screen.findByRole('heading', { name: 'أهلاً بعودتك' });
    await user.type(screen.getByLabelText('البريد الإلكتروني'), client.email);
    await user.type(screen.getByLabelText('كلمة المرور'), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: 'تذكرني' }));
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));

    const [session] = await api.sessionsOf(client.id);
    const days = (session.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
  });

  it('goes back to the page the guard sent the visitor from', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    renderRoutes('/my-profile', accountPages);
    await submitLogin(user, client.email);
    await waitFor(() => expect(currentPath()).toBe('/my-profile'));
    expect(await screen.findByRole('heading', { name: 'ملفي الشخصي' })).toBeInTheDocument();
  });

  it('takes an inactive account to /activation/{email} with a fresh code that works', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount({ active: false });
    renderRoutes('/login', accountPages);
    await submitLogin(user, client.email);
    await waitFor(() => expect(currentPath()).toBe(`/activation/${client.email}`));
    await screen.findByRole('heading', { name: 'تفعيل الحساب' });
    expect(storedClient()).toEqual({});

    const code = await api.smtp.nextCode(client.email);
    await user.type(await screen.findByLabelText('رمز التحقق'), code);
    await user.click(screen.getByRole('button', { name: 'تفعيل' }));
    expect(await findToast('تم تفعيل الحساب')).toBeInTheDocument();
    await waitFor(() => expect(storedClient().id).toBe(client.id));
  });

  it('says Email/password is incorrect for a wrong password', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    renderRoutes('/login', accountPages);
    await submitLogin(user, client.email, 'not-the-password');
    expect(await findToast('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(storedClient()).toEqual({});
  });

  it('tells a deactivated client their account is closed, and keeps no session', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    await markDeactivated(api.db, client.id);
    renderRoutes('/login', accountPages);
    await submitLogin(user, client.email);
    expect(await findToast('هذا الحساب معطّل، تواصل معنا لإعادة تفعيله')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(storedClient()).toEqual({});
  });

  it('ignores a repeat submit while the first is pending: one session only', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    renderRoutes('/login', accountPages);
    await screen.findByRole('heading', { name: 'أهلاً بعودتك' });
    await user.type(screen.getByLabelText('البريد الإلكتروني'), client.email);
    await user.type(screen.getByLabelText('كلمة المرور'), PASSWORD);
    const form = screen.getByRole('form', { name: 'تسجيل الدخول' }) as HTMLFormElement;
    // Two submits in the same moment: Enter twice, faster than the server answers.
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(currentPath()).toBe('/home'));
    const sessions = await api.sessionsOf(client.id);
    expect(sessions).toHaveLength(1);
  });

  it("signs the owner in from a browser that signed in before, while a stranger's guesses from many addresses hold the e-mail", async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    const before = renderRoutes('/login', accountPages);
    await submitLogin(user, client.email);
    await waitFor(() => expect(storedClient().id).toBe(client.id));
    const kept = JSON.parse(localStorage.getItem('device-tokens') ?? '{}') as Record<string, string>;
    expect(Object.keys(kept)).toEqual([`client:${client.email}`]);
    before.unmount();
    sessionStore.reset();

    // Wrong passwords from one new address after another, until the e-mail is closed to strangers.
    let status = 0;
    for (let i = 0; i < 41 && status !== 429; i++) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/client-login',
        remoteAddress: nextIp(),
        payload: { email: client.email, password: `wrong-password-${i}` },
      });
      status = res.statusCode;
    }
    expect(status).toBe(429);

    renderRoutes('/login', accountPages);
    await submitLogin(user, client.email);
    expect(await findToast('تم تسجيل الدخول')).toBeInTheDocument();
    await waitFor(() => expect(storedClient().id).toBe(client.id));
    // The sign-in renewed this browser's token.
    const renewed = JSON.parse(localStorage.getItem('device-tokens') ?? '{}') as Record<string, string>;
    expect(renewed[`client:${client.email}`]).not.toBe(kept[`client:${client.email}`]);
  });

  it('shows the rate-limit message after too many tries', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    // Five wrong tries a moment ago, from this same address.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await fetch(`${apiConfig.base}/client-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: client.email, password: `wrong-password-${attempt}` }),
      });
      expect(response.status).toBe(401);
    }
    renderRoutes('/login', accountPages);
    await submitLogin(user, client.email);
    expect(await findToast('طلبات كثيرة، يرجى المحاولة بعد قليل')).toBeInTheDocument();
    expect(storedClient()).toEqual({});
  });
});

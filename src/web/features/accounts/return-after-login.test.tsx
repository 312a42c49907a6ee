import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import {
  accountPages,
  currentPath,
  PASSWORD,
  setUpRealApi,
  storedClient,
  uniqueEmail,
} from './test-support.ts';

/*
 * A reader sent to log in from a page of their own lands back on it, whichever account pages they
 * pass through on the way (docs/decisions/025-login-returns-to-the-page.md).
 */

const api = setUpRealApi();

async function logIn(user: UserEvent, email: string, password = PASSWORD) {
  await screen.findByRole('heading', { name: 'أهلاً بعودتك' });
  await user.type(screen.getByLabelText('البريد الإلكتروني'), email);
  await user.type(screen.getByLabelText('كلمة المرور'), password);
  await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
}

async function activate(user: UserEvent, email: string) {
  await screen.findByRole('heading', { name: 'تفعيل الحساب' });
  await user.type(screen.getByLabelText('رمز التحقق'), await api.smtp.nextCode(email));
  await user.click(screen.getByRole('button', { name: 'تفعيل' }));
  expect(await findToast('تم تفعيل الحساب')).toBeInTheDocument();
}

async function landsOnProfile() {
  await waitFor(() => expect(currentPath()).toBe('/my-profile'));
  expect(await screen.findByRole('heading', { name: 'ملفي الشخصي' })).toBeInTheDocument();
}

describe('after a guard sent the reader to log in', () => {
  it('an inactive account activated on the way lands on the page it came from, not /home', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount({ active: false });
    renderRoutes('/my-profile', accountPages);
    await logIn(user, client.email);
    await waitFor(() => expect(currentPath()).toBe(`/activation/${client.email}`));
    await activate(user, client.email);
    await landsOnProfile();
  });

  it('a reader who signs up from the login page lands on that page once activated', async () => {
    const user = userEvent.setup();
    const email = uniqueEmail('huda');
    renderRoutes('/my-profile', accountPages);
    await user.click(await screen.findByRole('link', { name: 'أنشئ حساباً' }));
    await screen.findByRole('heading', { name: 'إنشاء حساب جديد' });
    await user.type(screen.getByLabelText('الاسم الكامل'), 'هدى سالم');
    await user.type(screen.getByLabelText('تاريخ الميلاد'), '1988-07-02');
    await user.type(screen.getByLabelText('العنوان'), 'إربد، شارع الجامعة');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), email);
    await user.type(await screen.findByLabelText('رقم الجوال'), '791234567');
    await user.type(screen.getByLabelText('كلمة المرور'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await activate(user, email);
    await landsOnProfile();
    expect(storedClient()).toMatchObject({ email });
  });

  it('a reader who resets a forgotten password lands on that page after logging in', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    renderRoutes('/my-profile', accountPages);
    await user.click(await screen.findByRole('link', { name: 'نسيت كلمة المرور؟' }));
    await screen.findByRole('heading', { name: 'نسيت كلمة المرور؟' });
    await user.type(screen.getByLabelText('البريد الإلكتروني'), client.email);
    await user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    await screen.findByRole('heading', { name: 'اختر كلمة مرور جديدة' });
    await user.type(screen.getByLabelText('رمز التحقق'), await api.smtp.nextCode(client.email));
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'a-brand-new-one');
    await user.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    await logIn(user, client.email, 'a-brand-new-one');
    await landsOnProfile();
  });

  it('a reader who opens login by themselves still goes home', async () => {
    const user = userEvent.setup();
    const client = await api.createAccount();
    renderRoutes('/login', accountPages);
    await user.click(await screen.findByRole('link', { name: 'أنشئ حساباً' }));
    await user.click(await screen.findByRole('link', { name: 'سجّل الدخول' }));
    await logIn(user, client.email);
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '#web/test/api-server.ts';
import { renderPage } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import RegisterPage from './RegisterPage.tsx';

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer((request) =>
    request.path === '/api/register'
      ? { status: 201, body: { data: { email: 'nour@example.com' }, message: 'تم إنشاء الحساب' } }
      : undefined,
  );
});
afterAll(() => api.close());

const registerCalls = () => api.requests.filter((r) => r.path === '/api/register');

async function openRegister() {
  const user = userEvent.setup();
  renderPage('/register', { '/register': RegisterPage });
  await screen.findByRole('heading', { name: 'إنشاء حساب جديد' });
  return user;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('الاسم الكامل'), 'نور الهدى');
  await user.type(screen.getByLabelText('تاريخ الميلاد'), '1995-06-01');
  await user.type(screen.getByLabelText('العنوان'), 'إربد، شارع الجامعة');
  await user.type(screen.getByLabelText('البريد الإلكتروني'), 'nour@example.com');
  await user.type(await screen.findByLabelText('رقم الجوال'), '791234567');
  await user.type(screen.getByLabelText('كلمة المرور'), 'long-enough-1');
}

describe('the sign-up form', () => {
  it('shows Please fill in all fields and sends nothing while a field is empty', async () => {
    const user = await openRegister();
    await user.type(screen.getByLabelText('الاسم الكامل'), 'نور الهدى');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    expect(await findToast('يرجى تعبئة جميع الحقول')).toBeInTheDocument();
    expect(screen.getByLabelText('العنوان')).toHaveAccessibleDescription('هذا الحقل مطلوب');
    expect(await screen.findByLabelText('رقم الجوال')).toHaveAccessibleDescription('هذا الحقل مطلوب');
    expect(registerCalls()).toHaveLength(0);
  });

  it('puts the cursor in the first field to fix, in the order the form shows them', async () => {
    const user = await openRegister();
    await user.type(screen.getByLabelText('الاسم الكامل'), 'نور الهدى');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() => expect(screen.getByLabelText('تاريخ الميلاد')).toHaveFocus());
  });

  it('uses an e-mail input, a day written day/month/year, and reads e-mail, day and phone left to right', async () => {
    await openRegister();
    const email = screen.getByLabelText('البريد الإلكتروني');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('dir', 'ltr');
    const birth = screen.getByLabelText('تاريخ الميلاد');
    expect(birth).toHaveAttribute('dir', 'ltr');
    expect(birth).toHaveAccessibleDescription('يوم/شهر/سنة');
    expect((await screen.findByLabelText('رقم الجوال')).closest('[dir="ltr"]')).not.toBeNull();
  });

  it('offers every country but IL in the picker, Jordan first', async () => {
    await openRegister();
    const picker = screen.getByRole('combobox', { name: 'الدولة' });
    const codes = Array.from(picker.querySelectorAll('option')).map((option) => option.value);
    expect(codes).not.toContain('IL');
    expect(codes).toContain('SA');
    expect(codes.length).toBeGreaterThan(200);
    expect(picker).toHaveValue('JO');
  });

  it('refuses a number that is not valid for the chosen country', async () => {
    const user = await openRegister();
    await user.selectOptions(screen.getByRole('combobox', { name: 'الدولة' }), 'SA');
    const phone = await screen.findByLabelText('رقم الجوال');
    await user.type(phone, '12345');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription('رقم الهاتف غير صالح للدولة المختارة'));

    await user.clear(phone);
    await user.type(phone, '501234567');
    await waitFor(() => expect(phone).not.toHaveAccessibleDescription('رقم الهاتف غير صالح للدولة المختارة'));
  });

  it('asks for a password of at least 8 characters', async () => {
    const user = await openRegister();
    const password = screen.getByLabelText('كلمة المرور');
    await user.type(password, 'short');
    await user.tab();
    // The form checks its fields asynchronously: the message comes after the field is left.
    await waitFor(() => expect(password).toHaveAccessibleDescription('يجب ألا تقل كلمة المرور عن 8 أحرف'));
  });

  it('sends the form and goes to /activation/{email} with Account has been created', async () => {
    const user = await openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    expect(await findToast('تم إنشاء الحساب')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/activation/nour@example.com'));
    expect(registerCalls().at(-1)?.body).toEqual({
      name: 'نور الهدى',
      date_of_birth: '1995-06-01',
      address: 'إربد، شارع الجامعة',
      email: 'nour@example.com',
      mobile: '+962791234567',
      mobile_country: 'JO',
      password: 'long-enough-1',
    });
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, staffCaller } from '#server/modules/staff/testing.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The member's sign-in security screen and the code step of the sign-in, against the real API. */

const t = setUpConsoleApi();
const call = staffCaller(t);

/** The code the authenticator app shows now for the key read off the screen. */
const codeFor = (key: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

/** Sets up two-step sign-in on the screen; answers the key and the recovery codes shown. */
async function setUpOnScreen(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'إعداد الدخول بخطوتين' }));
  const form = await screen.findByRole('form', { name: 'إعداد الدخول بخطوتين' });
  expect(within(form).getByTitle('رمز QR للمفتاح لتطبيق المصادقة')).toBeInTheDocument();
  const key = within(form).getByTestId('manual-key');
  expect(key.tagName).toBe('BDI');
  expect(key).toHaveAttribute('dir', 'ltr');
  const secret = key.textContent ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await user.type(within(form).getByLabelText('الرمز من التطبيق'), codeFor(secret));
  await user.click(within(form).getByRole('button', { name: 'تفعيل' }));
  expect(await findToast('فُعّل الدخول بخطوتين. احفظ رموز الاسترداد في مكان آمن')).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'رموز الاسترداد' });
  const codes = within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
  for (const code of codes) expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);
  return { secret, codes };
}

describe('the sign-in security screen', () => {
  it('closes the wrong code’s toast when the right code turns two-step sign-in on', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage('/staff/security');
    await user.click(await screen.findByRole('button', { name: 'إعداد الدخول بخطوتين' }));
    const form = await screen.findByRole('form', { name: 'إعداد الدخول بخطوتين' });
    const secret = within(form).getByTestId('manual-key').textContent ?? '';
    const field = within(form).getByLabelText('الرمز من التطبيق');
    await user.type(field, '000000' === codeFor(secret) ? '111111' : '000000');
    await user.click(within(form).getByRole('button', { name: 'تفعيل' }));
    const wrong = await findToast('الرمز غير صحيح أو استُعمل من قبل');
    await user.clear(field);
    await user.type(field, codeFor(secret));
    await user.click(within(form).getByRole('button', { name: 'تفعيل' }));
    expect(await findToast('فُعّل الدخول بخطوتين. احفظ رموز الاسترداد في مكان آمن')).toBeInTheDocument();
    // Closing: gone, or on its way out (its exit animation, which jsdom never ends).
    const closing = () =>
      !wrong.isConnected || /exit/.test(wrong.closest('.Toastify__toast')?.className ?? '');
    await waitFor(() => expect(closing()).toBe(true));
  });

  it('sets up two-step sign-in with the QR code’s key, shows ten recovery codes once, then says it is on', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage('/staff/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'أمان الدخول' })).toBeInTheDocument();
    expect(await screen.findByText('غير مفعّل')).toBeInTheDocument();
    const { codes } = await setUpOnScreen(user);
    expect(codes).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'رموز الاسترداد' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حفظتها' }));
    expect(screen.queryByText(codes[0])).not.toBeInTheDocument();
    expect(await screen.findByText('مفعّل')).toBeInTheDocument();
    expect(await screen.findByText('10 رموز')).toBeInTheDocument();
  });

  it('asks for the code after the password, and opens the console with it', async () => {
    const user = userEvent.setup();
    const member = await signedInAs(t, 'editor');
    consolePage('/staff/security');
    const { secret } = await setUpOnScreen(user);
    cleanup();
    localStorage.removeItem('staff');
    consolePage('/staff');
    await user.type(await screen.findByLabelText('البريد الإلكتروني'), member.email);
    await user.type(screen.getByLabelText('كلمة المرور'), STAFF_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'الدخول إلى اللوحة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'اكتب رمز الدخول' })).toBeInTheDocument();
    const field = screen.getByLabelText('الرمز من تطبيق المصادقة');
    expect(field).toHaveFocus();
    await user.type(field, '000000' === codeFor(secret, 1) ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'تأكيد والدخول' }));
    expect(await findToast('الرمز غير صحيح أو استُعمل من قبل')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, codeFor(secret, 1));
    await user.click(screen.getByRole('button', { name: 'تأكيد والدخول' }));
    expect(await findToast('تم تسجيل الدخول إلى لوحة الموظفين')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /^أهلاً/ })).toBeInTheDocument();
  });

  it('lists the member’s sessions, this one marked, and ends another', async () => {
    const user = userEvent.setup();
    const member = await signedInAs(t, 'orders');
    const other = await call('POST', '/staff/login', {
      body: { email: member.email, password: STAFF_PASSWORD },
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0' },
      ip: '198.51.100.23',
    });
    consolePage('/staff/security');
    const sessions = await screen.findByRole('region', { name: 'أين أنت داخل' });
    expect(await within(sessions).findByText('هذه الجلسة')).toBeInTheDocument();
    const firefox = within(sessions).getByText('Firefox', { selector: 'bdi' });
    expect(firefox.parentElement).toHaveTextContent('Firefox على Windows');
    expect(within(sessions).getByText('198.51.100.0/24').tagName).toBe('BDI');
    await user.click(within(sessions).getByRole('button', { name: 'إنهاء الجلسة' }));
    expect(await findToast('أُنهيت الجلسة')).toBeInTheDocument();
    await waitFor(() => expect(within(sessions).queryByText('Firefox')).not.toBeInTheDocument());
    const me = await call('GET', '/staff/me', { token: other.json().data.token });
    expect(me.statusCode).toBe(401);
  });

  it('leads an administrator to the setup from any screen while the shop requires it', async () => {
    const boss = await signedInAs(t, 'admin');
    // The rule is set while the boss has no two-step sign-in: the setting route is the admin's own.
    await t.app.inject({
      method: 'PUT',
      url: '/api/staff/settings',
      headers: { authorization: `Bearer ${boss.token}` },
      payload: { admins_two_factor: true },
    });
    consolePage('/staff/books');
    expect(await screen.findByRole('heading', { level: 1, name: 'أمان الدخول' })).toBeInTheDocument();
    expect(
      await screen.findByText('يشترط المتجر على المديرين الدخول بخطوتين. أعدّه لتفتح بقية لوحة التحكم.'),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('#/staff/security');
  });
});

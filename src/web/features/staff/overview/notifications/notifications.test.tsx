import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/i18n/index.ts';
import { languageStore } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* A member's own notification mails, and the counts beside Orders, Messages and Mail, against the real API. */

const t = setUpConsoleApi();

const prefsOf = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/staff/me/notifications',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().data;

const contactMessage = async (name: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: { name, email: 'reader@example.com', message: 'Is the new novel out yet?' },
  });
  expect(res.statusCode, res.body).toBe(201);
};

describe('my notifications screen', () => {
  it('shows an orders member the events of their role, all on, and saves a daily digest in English', async () => {
    const user = userEvent.setup();
    const member = await signedInAs(t, 'orders');
    consolePage('/staff/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'تنبيهاتي' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'البريد الذي يصلني' });
    const events = within(form).getByRole('group', { name: 'أخبرني عن' });
    expect(
      within(events)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'الطلبات الجديدةطلب ورقي جديد، أو طلب كتاب رقمي دُفع ثمنه.',
      'رسائل التواصلكتب قارئ عبر نموذج التواصل.',
      'البريد المتعذّرتعذّر إرسال بريد إلى قارئ بعد آخر محاولة.',
      'طلبات إلغاء التفعيلطلب عميل إغلاق حسابه.',
    ]);
    for (const box of within(events).getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(within(form).getByRole('radio', { name: /رسالة لكل حدث/ })).toBeChecked();

    await user.click(within(events).getByRole('checkbox', { name: /رسائل التواصل/ }));
    await user.click(within(form).getByRole('radio', { name: /ملخّص يومي واحد/ }));
    await user.click(within(form).getByRole('radio', { name: 'English' }));
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await findToast('حُفظت تنبيهاتك')).toBeInTheDocument();
    expect(await prefsOf(member.token)).toEqual({
      mode: 'digest',
      language: 'en',
      events: { new_order: true, contact_message: false, mail_failed: true, deactivation_request: true },
    });
  });

  it('shows an editor only the low stock and the rights enquiries, in English when the console is', async () => {
    languageStore.set('en');
    await act(() => i18n.changeLanguage('en'));
    await signedInAs(t, 'editor');
    consolePage('/staff/notifications');
    const events = await screen.findByRole('group', { name: 'Tell me of' });
    expect(within(events).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(events).getByRole('checkbox', { name: /Low stock/ })).toBeChecked();
    expect(within(events).getByRole('checkbox', { name: /Rights enquiries/ })).toBeChecked();
    expect(screen.getByText(/Every morning at 8:00 AM, shop time \(Riyadh\)/)).toBeInTheDocument();
    languageStore.set('ar');
    await act(() => i18n.changeLanguage('ar'));
  });
});

describe('the counts beside the console’s links', () => {
  it('show the unread messages, and a new one within seconds, named for screen readers', async () => {
    await contactMessage('Huda');
    await signedInAs(t, 'orders');
    consolePage('/staff');
    const nav = await screen.findByRole('navigation', { name: 'أقسام اللوحة' });
    expect(
      await within(nav).findByRole('link', { name: 'رسائل التواصل 1 (رسالة واحدة غير مقروءة)' }),
    ).toBeInTheDocument();
    // No pending order and no failed mail: the links say nothing more.
    expect(within(nav).getByRole('link', { name: 'الطلبات' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'البريد الصادر' })).toBeInTheDocument();

    await contactMessage('Omar');
    const link = await within(nav).findByRole(
      'link',
      { name: 'رسائل التواصل 2 (رسالتان غير مقروءتين)' },
      { timeout: 20_000 },
    );
    expect(link).toHaveTextContent('2');
  });

  it('bring a new message into the open list as soon as its badge counts it', async () => {
    await contactMessage('Salma');
    await signedInAs(t, 'orders');
    consolePage('/staff/messages');
    const nav = await screen.findByRole('navigation', { name: 'أقسام اللوحة' });
    const table = await screen.findByRole('table', { name: 'رسائل التواصل' });
    await within(table).findByText('Salma');
    await within(nav).findByRole('link', { name: /^رسائل التواصل \d+ / });

    await contactMessage('Yusuf');
    expect(await within(table).findByText('Yusuf', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('are not asked for by an editor, whose links have none', async () => {
    await signedInAs(t, 'editor');
    consolePage('/staff');
    const nav = await screen.findByRole('navigation', { name: 'أقسام اللوحة' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'تنبيهاتي' })).toBeInTheDocument());
    expect(within(nav).queryByRole('link', { name: /رسائل التواصل/ })).not.toBeInTheDocument();
  });
});

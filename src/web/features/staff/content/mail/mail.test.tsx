import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail, MAX_ATTEMPTS } from '#server/modules/mail/index.ts';
import { makeMailsDue } from '#server/modules/mail/testing.ts';
import { closedPort } from '#server/test/smtp.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The mail outbox screen against the real API, the mail server down: what waits, what failed and why, try again. */

const t = setUpConsoleApi({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });

const mail = (to: string, kind: string, subject: string, language: 'ar' | 'en' = 'ar') => ({
  kind,
  to,
  language,
  subject,
  text: 'نص الرسالة',
  html: '<p>نص الرسالة</p>',
});

beforeAll(async () => {
  await enqueueMail(t.app.db, mail('lost@example.com', 'order_shipped', 'طلبك رقم 7 في الطريق إليك'));
  for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
    await makeMailsDue(t.app.db);
    await t.app.outbox.work();
  }
  await enqueueMail(t.app.db, mail('huda@example.com', 'order_received', 'We received your order #8', 'en'));
});

describe('the mail outbox screen', () => {
  it('shows what waits and what failed with its error, and tries a failed mail again', async () => {
    await signedInAs(t, 'orders');
    consolePage('/staff/mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'البريد الصادر' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'الرسائل' });
    const failedRow = within(table).getByText('طلبك رقم 7 في الطريق إليك').closest('tr')!;
    expect(within(failedRow).getByText('lost@example.com')).toBeInTheDocument();
    expect(within(failedRow).getByText('تعذّر إرسالها')).toBeInTheDocument();
    expect(within(failedRow).getByText(`${MAX_ATTEMPTS} محاولات`)).toBeInTheDocument();
    expect(within(failedRow).getByText(/ECONNREFUSED/)).toBeInTheDocument();
    expect(within(failedRow).getByText('شحن طلب · العربية')).toBeInTheDocument();

    const waitingRow = within(table).getByText('We received your order #8').closest('tr')!;
    expect(within(waitingRow).getByText('بانتظار الإرسال')).toBeInTheDocument();
    expect(within(waitingRow).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(
      within(failedRow).getByRole('button', { name: 'أعد المحاولة: طلبك رقم 7 في الطريق إليك' }),
    );
    await findToast('ستُرسل الرسالة من جديد خلال لحظات');
    await waitFor(() => {
      const row = within(table).getByText('طلبك رقم 7 في الطريق إليك').closest('tr')!;
      expect(within(row).getByText('بانتظار الإرسال')).toBeInTheDocument();
      expect(within(row).getByText('لم تُجرَّب بعد')).toBeInTheDocument();
    });
  });

  it('filters by status, in English', async () => {
    setLanguage('en');
    await signedInAs(t, 'admin');
    consolePage('/staff/mail');
    const table = await screen.findByRole('table', { name: 'Mails' });
    await within(table).findByText('We received your order #8');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'sent');
    expect(await screen.findByText('No mail matches.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'order_received');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(await within(table).findByText('huda@example.com')).toBeInTheDocument();
    expect(within(table).queryByText('lost@example.com')).not.toBeInTheDocument();
    expect(within(table).getByText('Order received · English')).toBeInTheDocument();
  });

  it('is not in an editor’s navigation', async () => {
    await signedInAs(t, 'editor');
    consolePage('/staff');
    const nav = await screen.findByRole('navigation', { name: /أقسام/ });
    await within(nav).findByRole('link', { name: 'الكتب' });
    expect(within(nav).queryByRole('link', { name: 'البريد الصادر' })).not.toBeInTheDocument();
  });
});

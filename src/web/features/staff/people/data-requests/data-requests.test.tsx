import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateClient, createClient, issueSession } from '#server/modules/clients/testing.ts';
import type { TestContext } from '#server/test/harness.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/*
 * The data requests screen (admins, decision 085) against the real API: each request with its
 * reader, dates and days left, and the admin's two actions: erase now, and cancel with a reason.
 */

const t = setUpConsoleApi();

/** A reader who deletes their account from My profile. */
async function readerDeletes(ctx: TestContext, name: string, email: string) {
  const password = 'leaving-the-shop-85';
  const row = await createClient(ctx.app.db, {
    name,
    date_of_birth: '1990-01-01',
    address: 'الرياض',
    email,
    mobile: '+966501234567',
    mobile_country: 'SA',
    password,
    language: 'ar',
  });
  await activateClient(ctx.app.db, row.id);
  const token = await issueSession(ctx.app.db, row.id, { remember: false });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/profile/erasure',
    headers: { authorization: `Bearer ${token}` },
    payload: { password },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the data requests screen', () => {
  it('lists a deletion with its reader, due date and days left; cancels it with a reason', async () => {
    await readerDeletes(t, 'نور الهدى', 'nour@example.com');
    await signedInAs(t, 'admin');
    consolePage('/staff/data-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'طلبات البيانات' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'طلبات البيانات، المفتوحة أولًا بحسب موعدها' });
    const row = within(table).getByText('نور الهدى').closest('tr')!;
    expect(within(row).getByText('حذف الحساب')).toBeInTheDocument();
    expect(within(row).getByText('nour@example.com')).toBeInTheDocument();
    expect(within(row).getByText('30 يومًا')).toBeInTheDocument();
    expect(within(row).getByText('مفتوح')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /ألغِ الطلب/ }));
    const dialog = await screen.findByRole('dialog', { name: 'إلغاء طلب نور الهدى' });
    await user.click(within(dialog).getByRole('button', { name: 'ألغِ الطلب' }));
    expect(within(dialog).getByLabelText(/السبب/)).toHaveAccessibleDescription('اكتب سبب الإلغاء');
    await user.type(within(dialog).getByLabelText(/السبب/), 'حجز قانوني');
    await user.click(within(dialog).getByRole('button', { name: 'ألغِ الطلب' }));
    expect(await findToast('أُلغي الطلب')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('ملغى')).toBeInTheDocument());
    expect(within(row).getByText('حجز قانوني')).toBeInTheDocument();
  });

  it('erases an account now, once the admin confirms', async () => {
    await readerDeletes(t, 'Huda Salem', 'huda@example.com');
    await signedInAs(t, 'admin');
    consolePage('/staff/data-requests');
    const table = await screen.findByRole('table', { name: 'طلبات البيانات، المفتوحة أولًا بحسب موعدها' });
    const row = within(table).getByText('Huda Salem').closest('tr')!;
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(row).getByRole('button', { name: 'امحُ الآن' }));
    expect(await findToast('مُحيت بيانات الحساب')).toBeInTheDocument();
    expect(await within(table).findByText('قارئ محذوف · Deleted reader')).toBeInTheDocument();
    expect(window.confirm).toHaveBeenCalledWith('أتمحو بيانات Huda Salem الآن؟ لا يمكن التراجع عن ذلك.');
  });
});

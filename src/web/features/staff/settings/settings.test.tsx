import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../console/test-kit.tsx';

/* The shop settings screen against the real API: an admin changes the low-stock threshold. */

const t = setUpConsoleApi();

describe('the shop settings screen', () => {
  it('shows an admin the threshold, refuses one out of range in Arabic, and saves a good one', async () => {
    const user = userEvent.setup();
    languageStore.set('ar');
    await signedInAs(t, 'admin');
    consolePage('/staff/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات المتجر' })).toBeInTheDocument();
    const field = await screen.findByLabelText(/^حد المخزون القليل/);
    const stock = screen.getByRole('form', { name: 'المخزون' });
    expect(field).toHaveValue(5);

    await user.clear(field);
    await user.type(field, '1001');
    await user.click(within(stock).getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حد المخزون القليل عدد صحيح من 0 إلى 1000')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '12');
    await user.click(within(stock).getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ إعدادات المتجر')).toBeInTheDocument();
    await waitFor(async () => {
      const rows = await t.app.db.query.shopSettings.findMany();
      expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual({
        low_stock_threshold: 12,
        admins_two_factor: false,
        download_limit: 0,
        download_link_hours: 0,
      });
    });
  });

  it('saves the download limit and period, and refuses a period out of range in English', async () => {
    const user = userEvent.setup();
    languageStore.set('en');
    await signedInAs(t, 'admin');
    consolePage('/staff/settings');
    const limit = await screen.findByLabelText(/^Downloads per book/);
    const hours = screen.getByLabelText(/^Download period \(hours\)/);
    const form = screen.getByRole('form', { name: 'Stock' });
    expect(limit).toHaveValue(0);

    await user.clear(hours);
    await user.type(hours, '9000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The download period is a whole number of hours from 0 to 8760'),
    ).toBeInTheDocument();

    await user.clear(limit);
    await user.type(limit, '3');
    await user.clear(hours);
    await user.type(hours, '72');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      const rows = await t.app.db.query.shopSettings.findMany();
      expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toMatchObject({
        download_limit: 3,
        download_link_hours: 72,
      });
    });
  });

  it('is not among an editor’s sections, and tells one who opens it that it is not theirs', async () => {
    languageStore.set('ar');
    await signedInAs(t, 'editor');
    consolePage('/staff/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('دورك في فريق العمل لا يفتح هذه الصفحة.');
    expect(screen.queryByRole('link', { name: 'إعدادات المتجر' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { staffCaller } from '#server/modules/staff/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/*
 * A shipping zone's carrier and service on the zone's screen, against the real API and the demo's
 * sandbox carrier: chosen and saved by an administrator, taken away again, read by the orders desk.
 */

const t = setUpConsoleApi();
const zone = { id: 0 };

beforeAll(async () => {
  const [sa] = await insertCountries(t.app.db, [{ code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' }]);
  const admin = await signedInAs(t, 'admin');
  const res = await staffCaller(t)('POST', '/staff/shipping-zones', {
    token: admin.token,
    body: {
      name_ar: 'الخليج',
      name_en: 'Gulf',
      country_ids: [sa!.id],
      rates: [{ max_grams: 500, price: 6 }],
      free_shipping_from: null,
      cod_offered: true,
      cod_fee: 2,
      delivery_days_min: 1,
      delivery_days_max: 3,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  zone.id = res.json().data.id;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The bodies of the zone carriers saved from this page, as sent. */
function sentCarriers() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls
      .filter(([url]) => String(url).endsWith(`/staff/shipping-zones/${zone.id}/carrier`))
      .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));
}

describe('a shipping zone’s carrier', () => {
  it('lets an administrator choose the zone’s carrier and service, in Arabic', async () => {
    const user = userEvent.setup();
    setLanguage('ar');
    await signedInAs(t, 'admin');
    const sent = sentCarriers();
    consolePage(`/staff/shipping-zones/${zone.id}`);
    const form = await screen.findByRole('form', { name: 'شركة الشحن' });
    const carrier = within(form).getByRole('combobox', { name: 'شركة الشحن' });
    expect(carrier).toHaveValue('');
    expect(within(form).queryByRole('combobox', { name: 'الخدمة' })).not.toBeInTheDocument();

    await user.selectOptions(carrier, 'Sandbox');
    expect(within(form).getByRole('combobox', { name: 'الخدمة' })).toHaveValue('standard');
    await user.click(within(form).getByRole('button', { name: 'حفظ شركة الشحن' }));
    expect(await findToast('حُفظ ناقل المنطقة')).toBeInTheDocument();
    expect(sent()).toEqual([{ method: 'PUT', body: { carrier: 'sandbox', service: 'standard' } }]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'شركة الشحن' })).toHaveValue('sandbox'));
  });

  it('shows the orders desk the carrier without a way to change it, and lets it be taken away in English', async () => {
    const user = userEvent.setup();
    setLanguage('en');
    await signedInAs(t, 'orders');
    const desk = consolePage(`/staff/shipping-zones/${zone.id}`);
    const readOnly = await screen.findByRole('form', { name: 'Carrier' });
    await waitFor(() =>
      expect(within(readOnly).getByRole('combobox', { name: 'Carrier' })).toHaveValue('sandbox'),
    );
    expect(within(readOnly).getByRole('combobox', { name: 'Carrier' })).toBeDisabled();
    expect(within(readOnly).queryByRole('button', { name: 'Save the carrier' })).not.toBeInTheDocument();
    desk.unmount();

    await signedInAs(t, 'admin');
    const sent = sentCarriers();
    consolePage(`/staff/shipping-zones/${zone.id}`);
    const form = await screen.findByRole('form', { name: 'Carrier' });
    const carrier = within(form).getByRole('combobox', { name: 'Carrier' });
    await waitFor(() => expect(carrier).toHaveValue('sandbox'));
    await user.selectOptions(carrier, 'No carrier');
    await user.click(within(form).getByRole('button', { name: 'Save the carrier' }));
    expect(await findToast("The zone's carrier is saved")).toBeInTheDocument();
    expect(sent()).toEqual([{ method: 'PUT', body: { carrier: null } }]);
    setLanguage('ar');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createReference, type Reference } from '#server/modules/orders/testing.ts';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/*
 * The COD confirmation settings under the orders awaiting confirmation, against the real API: the
 * hours a buyer has and the markets that ask, what is sent, and the messages in both languages.
 */

const t = setUpConsoleApi({ codConfirmation: false });
const ref = {} as Reference;
const france = { id: 0 };

beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
  const [fr] = await insertCountries(t.app.db, [{ code: 'FR', nameAr: 'فرنسا', nameEn: 'France' }]);
  france.id = fr!.id;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The bodies of the settings saved from this page, as sent. */
function sentSettings() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls
      .filter(
        ([url, init]) => String(url).endsWith('/staff/cod-confirmations/settings') && init?.method === 'PUT',
      )
      .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('the COD confirmation settings', () => {
  it('sets the hours and turns confirmation on for a market, in Arabic', async () => {
    const user = userEvent.setup();
    setLanguage('ar');
    await signedInAs(t, 'orders');
    const sent = sentSettings();
    consolePage('/staff/cod-confirmations');
    const form = await screen.findByRole('form', { name: 'إعدادات التأكيد' });
    const hours = await within(form).findByLabelText(/^الساعات المتاحة للمشتري ليؤكّد/);
    expect(hours).toHaveValue(48);
    expect(within(form).getByText(/^السوق التي لا إعداد لها هنا لا تطلب التأكيد/)).toBeInTheDocument();
    const jordan = within(form).getByRole('checkbox', { name: 'اطلب التأكيد من المشترين في الأردن' });
    expect(jordan).not.toBeChecked();
    expect(
      within(form).getByRole('checkbox', { name: 'اطلب التأكيد من المشترين في السعودية' }),
    ).not.toBeChecked();

    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await within(form).findByText('يجب ألا تقل القيمة عن 1')).toBeInTheDocument();
    expect(sent()).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(jordan);
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await findToast('حُفظت إعدادات التأكيد، وتسري على الطلبات من الآن')).toBeInTheDocument();
    expect(sent()).toEqual([{ expiry_hours: 24, markets: [{ country_id: ref.countryId, confirm: true }] }]);
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/staff/cod-confirmations/settings',
      headers: { authorization: `Bearer ${JSON.parse(localStorage.getItem('staff')!).token}` },
    });
    expect(saved.json().data).toMatchObject({
      expiry_hours: 24,
      markets: [{ country_id: ref.countryId, confirm: true }],
    });
  });

  it('adds another market and turns one off again, in English', async () => {
    const user = userEvent.setup();
    setLanguage('en');
    await signedInAs(t, 'admin');
    const sent = sentSettings();
    consolePage('/staff/cod-confirmations');
    const form = await screen.findByRole('form', { name: 'Confirmation settings' });
    const hours = await within(form).findByLabelText(/^Hours a buyer has to confirm/);
    expect(hours).toHaveValue(24);
    const jordan = within(form).getByRole('checkbox', { name: 'Ask buyers in Jordan' });
    expect(jordan).toBeChecked();

    await user.clear(hours);
    await user.type(hours, '1000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This must be at most 720')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '72');

    await user.click(jordan);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Another market' }), 'France');
    await user.click(within(form).getByRole('button', { name: 'Add the market' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Ask buyers in France' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await findToast('The confirmation settings are saved; they apply to orders placed from now on'),
    ).toBeInTheDocument();
    expect(sent()).toEqual([
      {
        expiry_hours: 72,
        markets: [
          { country_id: ref.countryId, confirm: false },
          { country_id: france.id, confirm: true },
        ],
      },
    ]);
    setLanguage('ar');
  });
});

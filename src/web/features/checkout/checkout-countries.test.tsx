import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import type { Recorded } from '#web/test/api-server.ts';
import { created, fillAddress, openCheckout, openCheckoutPage, setUpCheckout } from './test-kit.ts';

/* The checkout's countries (main markets first, shipping only where the shop ships), the Saudi short national address and postal codes. */

const { serve, orderPosts } = setUpCheckout();

const world = [
  { id: 5, code: 'FR', name: 'France', name_ar: 'فرنسا', name_en: 'France' },
  { id: 4, code: 'EG', name: 'Egypt', name_ar: 'مصر', name_en: 'Egypt' },
  { id: 1, code: 'JO', name: 'Jordan', name_ar: 'الأردن', name_en: 'Jordan' },
  { id: 3, code: 'KW', name: 'Kuwait', name_ar: 'الكويت', name_en: 'Kuwait' },
  { id: 2, code: 'SA', name: 'Saudi Arabia', name_ar: 'السعودية', name_en: 'Saudi Arabia' },
  { id: 6, code: 'AE', name: 'United Arab Emirates', name_ar: 'الإمارات', name_en: 'United Arab Emirates' },
];
const days = { min: 3, max: 5 };
const shippedTo = (ids: number[]) => ({
  body: {
    data: {
      ships_everywhere: false,
      countries: ids.map((id) => ({ country_id: id, zone_id: 1, cod_offered: true, delivery_days: days })),
    },
  },
});
const shop = (request: Recorded) => {
  if (request.path === '/api/countries') return { body: { data: world } };
  if (request.path === '/api/shipping-destinations') return shippedTo([2, 1, 4, 6]);
  return undefined;
};
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the checkout countries', () => {
  it('puts the main markets first and offers for shipping only the countries shipped to', async () => {
    const user = userEvent.setup();
    await serve(created, [], shop);
    const { region } = await openCheckoutPage();
    await within(region).findByRole('option', { name: 'Jordan' });
    const shippingCountry = within(region).getByLabelText(/^Country/);
    expect(optionsOf(shippingCountry)).toEqual([
      'Choose a country…',
      'Jordan',
      'Saudi Arabia',
      'United Arab Emirates',
      'Egypt',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Use a different billing address' }));
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(optionsOf(within(billing).getByLabelText(/^Country/))).toEqual([
      'Same as the shipping country',
      'Jordan',
      'Saudi Arabia',
      'United Arab Emirates',
      'Kuwait',
      'Egypt',
      'France',
    ]);
  });
});

describe('the Saudi short national address', () => {
  it('is asked for an address in Saudi Arabia only, required, and sent in capitals', async () => {
    const user = userEvent.setup();
    await serve(created, [], shop);
    await openCheckout(user);
    const region = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(region).queryByLabelText(/^Short national address/)).toBeNull();
    await fillAddress(user, region, {
      Country: 'Saudi Arabia',
      Phone: '+966 50 000 0000',
      'Postal code': '12211',
    });
    const field = within(region).getByLabelText(/^Short national address/);
    expect(field).toHaveAccessibleDescription(
      'Four Latin letters and four digits, as on your national address card (e.g. RRRD2929).',
    );
    // A valid token: 'off' takes no section ('shipping off' is refused by axe's autocomplete-valid).
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await within(region).findByText('This field is required')).toBeInTheDocument();
    await user.type(field, 'RRD2929');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await within(region).findByText(
        'The short national address is four Latin letters and four digits, like RRRD2929',
      ),
    ).toBeInTheDocument();
    expect(orderPosts()).toEqual([]);
    await user.clear(field);
    await user.type(field, 'rrrd2929');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0].body).toMatchObject({
      shipping_country_id: 2,
      shipping_short_address: 'RRRD2929',
      billing_short_address: 'RRRD2929',
    });
  });

  it('says what it is in Arabic', async () => {
    languageStore.set('ar');
    const user = userEvent.setup();
    await serve(created, [], shop);
    const { region } = await openCheckoutPage();
    await within(region).findByRole('option', { name: 'Saudi Arabia' });
    await fillAddress(user, region, { الدولة: 'Saudi Arabia' });
    const field = within(region).getByLabelText(/^العنوان الوطني المختصر/);
    await user.type(field, '12345678');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(field).toHaveAccessibleDescription(
      'أربعة أحرف لاتينية وأربعة أرقام كما في بطاقة العنوان الوطني (مثل RRRD2929). العنوان الوطني المختصر أربعة أحرف لاتينية ثم أربعة أرقام، مثل RRRD2929',
    );
  });
});

describe('postal codes', () => {
  it('refuses a postal code not of the country, and takes any where the country has no format', async () => {
    const user = userEvent.setup();
    await serve(created, [], shop);
    await openCheckout(user);
    const region = screen.getByRole('region', { name: 'Shipping address' });
    await fillAddress(user, region, { 'Postal code': '1118' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await within(region).findByLabelText(/^Postal code/)).toHaveAccessibleDescription(
      'The postal code is not valid for the chosen country',
    );
    expect(orderPosts()).toEqual([]);
    await fillAddress(user, region, {
      Country: 'United Arab Emirates',
      Phone: '+971 50 123 4567',
      'Postal code': 'none',
    });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0].body).toMatchObject({ shipping_country_id: 6, shipping_postal_code: 'none' });
  });

  it('is required only where the country uses postal codes: not in the UAE or Qatar', async () => {
    const qatar = { id: 7, code: 'QA', name: 'Qatar', name_ar: 'قطر', name_en: 'Qatar' };
    const gulfShop = (request: Recorded) => {
      if (request.path === '/api/countries') return { body: { data: [...world, qatar] } };
      if (request.path === '/api/shipping-destinations') return shippedTo([2, 1, 4, 6, 7]);
      return undefined;
    };
    const user = userEvent.setup();
    await serve(created, [], gulfShop);
    await openCheckout(user);
    const region = screen.getByRole('region', { name: 'Shipping address' });
    const label = () => within(region).getByText(/^Postal code/, { selector: 'label' });
    const field = within(region).getByLabelText(/^Postal code/);
    expect(label()).toHaveTextContent(/^Postal code\*$/);
    await user.clear(field);
    await fillAddress(user, region, { Country: 'United Arab Emirates', Phone: '+971 50 123 4567' });
    await waitFor(() => expect(label()).toHaveTextContent(/^Postal code\(optional\)$/));
    await fillAddress(user, region, { Country: 'Saudi Arabia', Phone: '+966 50 000 0000' });
    await waitFor(() => expect(label()).toHaveTextContent(/^Postal code\*$/));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('This field is required'));
    expect(orderPosts()).toEqual([]);
    await fillAddress(user, region, { Country: 'Qatar', Phone: '+974 3312 3456' });
    await waitFor(() => expect(label()).toHaveTextContent(/^Postal code\(optional\)$/));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0].body).toMatchObject({ shipping_country_id: 7, shipping_postal_code: '' });
  });

  it('says so in Arabic', async () => {
    languageStore.set('ar');
    const user = userEvent.setup();
    await serve(created, [], shop);
    const { region } = await openCheckoutPage();
    await within(region).findByRole('option', { name: 'Jordan' });
    await fillAddress(user, region, { الدولة: 'Jordan', 'الرمز البريدي': 'AMMAN' });
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await within(region).findByLabelText(/^الرمز البريدي/)).toHaveAccessibleDescription(
      'الرمز البريدي غير صالح للدولة المختارة',
    );
  });
});

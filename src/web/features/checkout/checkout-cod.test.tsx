import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Recorded } from '#web/test/api-server.ts';
import { quotes } from '#web/test/shipping.ts';
import { created, fillAddress, openCheckout, setUpCheckout } from './test-kit.ts';

/*
 * Cash on delivery where the shipping zone takes it only (decision 042: a zone's `cod_offered`), and a
 * quote the server refuses (422) said in its own words beside the summary, never 'The given data was
 * invalid'.
 */

const { serve } = setUpCheckout();

const countries = [
  { id: 1, code: 'JO', name: 'Jordan', name_ar: 'الأردن', name_en: 'Jordan' },
  { id: 3, code: 'KW', name: 'Kuwait', name_ar: 'الكويت', name_en: 'Kuwait' },
];
const codRefused = 'Cash on delivery is not offered in this country; choose another way to pay';

/** A shop shipping to Jordan (cash on delivery taken) and Kuwait (taken or not, as `kuwaitCod` says). */
const shop = (kuwaitCod: boolean) => (request: Recorded) => {
  if (request.path === '/api/countries') return { body: { data: countries } };
  if (request.path === '/api/shipping-destinations') {
    const days = { min: 1, max: 3 };
    return {
      body: {
        data: {
          ships_everywhere: false,
          countries: [
            { country_id: 1, zone_id: 1, cod_offered: true, delivery_days: days },
            { country_id: 3, zone_id: 3, cod_offered: kuwaitCod, delivery_days: days },
          ],
        },
      },
    };
  }
  if (request.path === '/api/orders/quote') {
    const body = request.body as { shipping_country_id: number; payment_type_id: number };
    if (body.shipping_country_id === 3 && body.payment_type_id === 2) {
      const errors = { payment_type_id: [codRefused] };
      return { status: 422, body: { message: 'The given data was invalid', code: 'validation', errors } };
    }
    return { body: { data: quotes[1] } };
  }
  return undefined;
};

const region = () => screen.getByRole('region', { name: 'Shipping address' });

describe('cash on delivery at checkout', () => {
  it('is not offered for a country whose zone does not take it, and a choice of it is undone', async () => {
    const user = userEvent.setup();
    await serve(created, [], shop(false));
    await openCheckout(user);
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();

    await fillAddress(user, region(), { Country: 'Kuwait' });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull());
    expect(screen.getByRole('radio', { name: 'Credit card' })).not.toBeChecked();

    await fillAddress(user, region(), { Country: 'Jordan' });
    expect(await screen.findByRole('radio', { name: 'Cash on delivery' })).not.toBeChecked();
  });

  it('shows the server’s reason for a refused price, and keeps the summary’s shipping and total', async () => {
    const user = userEvent.setup();
    await serve(created, [], shop(true));
    await openCheckout(user);
    await fillAddress(user, region(), { Country: 'Kuwait' });
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    const summary = screen.getByRole('complementary');
    await waitFor(() => expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('$14.30'));

    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(await within(summary).findByText(codRefused)).toBeInTheDocument();
    expect(within(summary).queryByText('The given data was invalid')).toBeNull();
    expect(within(summary).getByText('Shipping')).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('$14.30');
  });
});

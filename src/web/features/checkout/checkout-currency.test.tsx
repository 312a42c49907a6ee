import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currencyStore } from '#web/state/currency.ts';
import { languageStore } from '#web/state/language.ts';
import { created, openCheckoutPage, setUpCheckout } from './test-kit.ts';

/* The checkout charges in US dollars and says so; other currencies are shown as approximates. */

const { serve } = setUpCheckout();
const rates = {
  data: [
    { code: 'USD', rate: 1, decimals: 2, set_at: null },
    { code: 'SAR', rate: 3.75, decimals: 2, set_at: '2026-11-20T09:00:00.000Z' },
  ],
};
const withRates = () =>
  serve(created, [], (request) => (request.path === '/api/currency-rates' ? { body: rates } : undefined));

describe('checkout in another currency', () => {
  it('says the charge is in US dollars, in English and in Arabic', async () => {
    await withRates();
    const first = await openCheckoutPage();
    expect(
      screen.getByText(
        'You are charged in US dollars. Prices in other currencies are approximate, at the shop’s rates.',
      ),
    ).toBeInTheDocument();
    first.unmount();
    languageStore.set('ar');
    await openCheckoutPage();
    expect(
      screen.getByText(
        'يتم الدفع بالدولار الأمريكي. الأسعار بالعملات الأخرى تقريبية بحسب أسعار الصرف في المتجر.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the dollar total to pay with its approximate in the chosen currency beside it', async () => {
    currencyStore.set('SAR');
    await withRates();
    await openCheckoutPage();
    const total = screen.getByTestId('checkout-total');
    expect(total.textContent).toBe('$23.00');
    await waitFor(() =>
      expect(within(total.parentElement as HTMLElement).getByTestId('approx-price').textContent).toBe(
        '≈ SAR\u00a086.25',
      ),
    );
  });
});

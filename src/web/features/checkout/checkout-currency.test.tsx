import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderPrice } from '#shared/contract/shipping.ts';
import { currencyStore } from '#web/state/currency.ts';
import { languageStore } from '#web/state/language.ts';
import { renderPage } from '#web/test/render.tsx';
import CheckoutPdfPage from './CheckoutPdfPage.tsx';
import { created, digitalBuyerAnswer, openCheckout, openCheckoutPage, setUpCheckout } from './test-kit.ts';

/*
 * The checkout charges in US dollars and says so, other currencies shown as approximates; once the
 * server prices the order in the buyer's market's currency, its amounts are in that currency.
 */

const { serve } = setUpCheckout();
const rates = {
  data: [
    { code: 'USD', rate: 1, decimals: 2, set_at: null },
    { code: 'SAR', rate: 3.75, decimals: 2, set_at: '2026-11-20T09:00:00.000Z' },
  ],
};
const withRates = () =>
  serve(created, [], (request) => (request.path === '/api/currency-rates' ? { body: rates } : undefined));

/** The two copies ($23) priced in Kuwaiti dinars, with shipping. */
const inDinars: OrderPrice = {
  currency: 'KWD',
  subtotal: 7.061,
  discount: 0,
  coupon_code: null,
  shipping_price: 0.86,
  cod_fee: 0,
  tax: 0,
  tax_included: false,
  tax_lines: [],
  net_price: 7.921,
  weight_grams: 580,
  delivery_days: { min: 1, max: 2 },
};
const withDinars = () =>
  serve(created, [], (request) => {
    if (request.path === '/api/currency-rates') return { body: rates };
    if (request.path === '/api/orders/quote') return { body: { data: inDinars } };
    return undefined;
  });

/** The summary's price, each label with its amount. */
const summaryRows = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

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

  it('shows a price in Kuwaiti dinars with three decimals, says so, and adds no approximate to it', async () => {
    currencyStore.set('SAR');
    await withDinars();
    await openCheckout(userEvent.setup());
    const summary = screen.getByRole('complementary');
    await waitFor(() =>
      expect(within(summary).getByTestId('checkout-total').textContent).toBe('KWD\u00a07.921'),
    );
    expect(summaryRows(summary)).toEqual([
      'Number of books 2',
      'Books KWD\u00a07.061',
      'Shipping KWD\u00a00.860Delivery in 1–2 days',
      'To pay KWD\u00a07.921',
    ]);
    expect(screen.getByTestId('charged-in').textContent).toBe(
      'You are charged in Kuwaiti Dinar, each book at its price in your market.',
    );
    expect(screen.queryByTestId('charged-in-dollars')).toBeNull();
    // The book's dollar price keeps its approximate; the total in dinars has none.
    await waitFor(() => expect(within(summary).getAllByTestId('approx-price')).toHaveLength(1));
    expect(within(summary).getByTestId('approx-price').textContent).toBe('≈ SAR\u00a086.25');
  });

  it('shows each book’s line as charged in dinars under its dollar price, without an approximate', async () => {
    currencyStore.set('SAR');
    const lines = [{ book_id: 1, quantity: 2, unit_price: 3.5305, total: 7.061 }];
    await serve(created, [], (request) => {
      if (request.path === '/api/currency-rates') return { body: rates };
      if (request.path === '/api/orders/quote') return { body: { data: { ...inDinars, book_lines: lines } } };
      return undefined;
    });
    await openCheckout(userEvent.setup());
    const summary = screen.getByRole('complementary');
    const line = await within(summary).findByTestId('line-charged');
    expect(line.textContent).toBe('KWD 7.061');
    expect(line).toHaveAttribute('dir', 'ltr');
    expect(within(summary).queryByTestId('approx-price')).toBeNull();
  });

  it('says it in Arabic at the PDF checkout, the total and the pay button in dinars, left-to-right', async () => {
    languageStore.set('ar');
    localStorage.setItem(
      'pending-checkout',
      JSON.stringify({ client_id: 3, book_ids: [1], idempotency_key: 'key-1' }),
    );
    await serve(created, [], (request) => {
      if (request.path === '/api/orders/quote') return { body: { data: { ...inDinars, net_price: 3.838 } } };
      return digitalBuyerAnswer(request);
    });
    renderPage('/check-out/pdf', { '/check-out/pdf': CheckoutPdfPage });
    const pay = await screen.findByRole('button', { name: 'ادفع بالبطاقة KWD\u00a03.838' });
    expect(pay.querySelector('bdi[dir="ltr"]')?.textContent).toBe('KWD\u00a03.838');
    const total = screen.getByTestId('checkout-total');
    expect(total.textContent).toBe('KWD\u00a03.838');
    expect(total).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('charged-in').textContent).toBe(
      'يتم الدفع بعملة دينار كويتي، بسعر كل كتاب في سوقك.',
    );
  });
});

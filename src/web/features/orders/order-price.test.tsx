import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { orderFixture, orderLineFixture, paginated } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import MyOrdersPage from './MyOrdersPage.tsx';
import OrderDetailsPage from './OrderDetailsPage.tsx';

/* Each order's price as it was charged, and the Saudi short national address of its address. */

const base = orderFixture({ id: 51 });
const toRiyadh = orderFixture({
  id: 51,
  subtotal: 23,
  shipping_price: 3,
  cod_fee: 1.5,
  tax: 4.13,
  tax_lines: [{ label: 'VAT', rate: 15, amount: 4.13 }],
  net_price: 31.63,
  weight_grams: 580,
  delivery_days: { min: 3, max: 5 },
  order_billing_shipping: {
    ...base.order_billing_shipping!,
    shipping_country_id: 2,
    shipping_country: { id: 2, name: 'Saudi Arabia', name_ar: 'السعودية', name_en: 'Saudi Arabia' },
    shipping_short_address: 'RRRD2929',
  },
});
const plain = orderFixture({ id: 52 });
const withCode = orderFixture({
  id: 53,
  subtotal: 23,
  discount: 2.3,
  coupon_code: 'RAMADAN10',
  net_price: 20.7,
});

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
beforeEach(async () => {
  localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
  api = await startApiServer((request) => {
    if (request.path === '/api/orders') return { body: paginated([toRiyadh, plain, withCode]) };
    if (request.path === '/api/orders/51') return { body: { data: toRiyadh } };
    if (request.path === '/api/order-details')
      return { body: { data: [orderLineFixture({ id: 1, book_id: 1, quantity: 2, total_price: 23 })] } };
    return undefined;
  });
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const priceRows = (card: HTMLElement) =>
  within(within(card).getByTestId('order-price'))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('the price of each order', () => {
  it('shows books, shipping with the delivery estimate, the COD fee, each tax and the total (en)', async () => {
    languageStore.set('en');
    renderPage('/my-orders', { '/my-orders': MyOrdersPage });
    const [card, other, coded] = await screen.findAllByTestId('order-card', {});
    expect(priceRows(card)).toEqual([
      'Books $23.00',
      'Shipping $3.00Delivery in 3–5 days',
      'Cash on delivery fee $1.50',
      'VAT 15% $4.13',
      'Total $31.63',
    ]);
    // An order with nothing but its books has no breakdown to add.
    expect(within(other).queryByTestId('order-price')).toBeNull();
    // A coupon's discount under the books, its code beside the amount.
    expect(priceRows(coded)).toEqual(['Books $23.00', 'Discount RAMADAN10-$2.30', 'Total $20.70']);
  });

  it('says it in Arabic, with the plural of the days', async () => {
    languageStore.set('ar');
    renderPage('/my-orders', { '/my-orders': MyOrdersPage });
    const [card] = await screen.findAllByTestId('order-card', {});
    expect(priceRows(card)).toEqual([
      'ثمن الكتب $23.00',
      'الشحن $3.00التوصيل خلال 3–5 أيام',
      'رسوم الدفع عند الاستلام $1.50',
      'VAT 15\u200e%\u200e $4.13',
      'المجموع $31.63',
    ]);
  });

  it('shows the short national address with a Saudi address, and none with another', async () => {
    languageStore.set('en');
    renderPage('/order-details?id=51', { '/order-details': OrderDetailsPage });
    const shipping = await screen.findByRole('region', { name: 'Shipping address' });
    expect(within(shipping).getByText('Short national address').nextElementSibling).toHaveTextContent(
      'RRRD2929',
    );
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(within(billing).queryByText('Short national address')).toBeNull();
  });
});

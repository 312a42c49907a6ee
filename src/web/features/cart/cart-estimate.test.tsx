import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { paymentTypes } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import { quotedCountries, shippingAnswers } from '#web/test/shipping.ts';
import CartPage from './CartPage.tsx';

/* The cart's estimate of shipping, tax and the total for the reader's remembered country. */

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function openCart() {
  api = await startApiServer((request) => {
    if (request.path === '/api/books')
      return { body: { data: [bookFixture({ id: 1, hardcopy_price: 11.5 })] } };
    if (request.path === '/api/payment-types') return { body: { data: paymentTypes } };
    return shippingAnswers(request);
  });
  renderPage('/cart-box', { '/cart-box': CartPage });
  return within(await screen.findByRole('complementary', { name: /summary|ملخص/i }));
}

const rows = (panel: ReturnType<typeof within>) =>
  panel
    .getAllByRole('term')
    .map((term: HTMLElement) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('the cart estimate', () => {
  it('prices shipping and tax to the remembered country, and to the one chosen', async () => {
    languageStore.set('en');
    localStorage.setItem('shipping-country', '2');
    cartStore.set([{ book_id: 1, quantity: 1, isHardCopy: true }]);
    const user = userEvent.setup();
    const panel = await openCart();
    await waitFor(() => expect(panel.getByTestId('cart-estimate')).toHaveTextContent('$16.68'));
    expect(rows(panel)).toEqual([
      'Number of books 1',
      'Total $11.50',
      'Books $11.50',
      'Shipping $3.00Delivery in 3–5 days',
      'VAT 15% $2.18',
      'Estimated total $16.68',
    ]);
    expect(
      panel.getByText(
        'An estimate for this country; the checkout shows the final price for your address and payment.',
      ),
    ).toBeInTheDocument();
    // Priced with the card: no cash-on-delivery fee before the reader chooses a payment.
    expect(api?.requests.find((r) => r.path === '/api/orders/quote')?.body).toMatchObject({
      payment_type_id: paymentTypes.find((type) => !type.hard_copy_only)?.id,
      books: [{ book_id: 1, quantity: 1, isHardCopy: true }],
    });
    await user.selectOptions(panel.getByLabelText('Ship to'), 'Jordan');
    await waitFor(() => expect(panel.getByTestId('cart-estimate')).toHaveTextContent('$14.30'));
    expect(localStorage.getItem('shipping-country')).toBe('1');
    expect(quotedCountries(api?.requests ?? [])).toEqual([2, 1]);
  });

  it('says it in Arabic', async () => {
    languageStore.set('ar');
    localStorage.setItem('shipping-country', '1');
    cartStore.set([{ book_id: 1, quantity: 1, isHardCopy: true }]);
    const panel = await openCart();
    await waitFor(() => expect(panel.getByTestId('cart-estimate')).toHaveTextContent('$14.30'));
    expect(rows(panel).slice(2)).toEqual([
      'ثمن الكتب $11.50',
      'الشحن $2.80التوصيل خلال 1–2 يوم',
      'المجموع التقديري $14.30',
    ]);
    expect(panel.getByLabelText('الشحن إلى')).toHaveValue('1');
  });

  it('gives no estimate for a digital cart', async () => {
    languageStore.set('en');
    cartStore.set([{ book_id: 1, quantity: 1, isHardCopy: false }]);
    const panel = await openCart();
    expect(panel.queryByLabelText('Ship to')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import type { Recorded } from '#web/test/api-server.ts';
import { renderPage } from '#web/test/render.tsx';
import { quotes } from '#web/test/shipping.ts';
import CheckoutPage from './CheckoutPage.tsx';
import { created, fillAddress, openCheckout, setUpCheckout } from './test-kit.ts';

/*
 * The checkout explains why cash on delivery is not offered for an order (decision 103): the quote's
 * reason, in the reader's language, beside the payment choice, whichever payment is chosen.
 */

const { serve } = setUpCheckout();

const amountLimit = {
  ar: 'الدفع عند الاستلام غير متاح لطلب يتجاوز $20.00، فادفع مسبقًا بطريقة أخرى',
  en: 'Cash on delivery is not offered for orders above $20.00; please pay in advance',
};

/** A shop whose prepayment amount the cart is above: COD quotes refused, others quoted with the reason. */
const shop = (request: Recorded) => {
  if (request.path !== '/api/orders/quote') return undefined;
  const message = request.headers['accept-language'] === 'ar' ? amountLimit.ar : amountLimit.en;
  const body = request.body as { payment_type_id: number; shipping_country_id: number };
  if (body.payment_type_id === 2) return { status: 422, body: { message, code: 'cod_amount_limit' } };
  return {
    body: { data: quotes[body.shipping_country_id], cod_refusal: { message, code: 'cod_amount_limit' } },
  };
};

const paymentSection = () =>
  screen.getByRole('group', { name: /Payment method|طريقة الدفع/ }).closest('section')!;

describe('cash on delivery refused by the shop’s risk settings', () => {
  it('shows why beside the payment choice, with cash on delivery chosen and with the card', async () => {
    const user = userEvent.setup();
    await serve(created, [], shop);
    await openCheckout(user);
    expect(await within(paymentSection()).findByRole('status')).toHaveTextContent(amountLimit.en);

    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('$'));
    // The card's quote is asked anew: the reason comes back with it.
    expect(await within(paymentSection()).findByRole('status')).toHaveTextContent(amountLimit.en);
  });

  it('says it in Arabic', async () => {
    languageStore.set('ar');
    const user = userEvent.setup();
    await serve(created, [], shop);
    renderPage('/check-out', { '/check-out': CheckoutPage });
    const region = await screen.findByRole('region', { name: 'عنوان الشحن' });
    await within(region).findByRole('option', { name: 'Jordan' });
    await fillAddress(user, region, { الدولة: 'Jordan' });
    await user.click(await screen.findByRole('radio', { name: 'Credit card' }));
    expect(await within(paymentSection()).findByRole('status')).toHaveTextContent(amountLimit.ar);
  });
});

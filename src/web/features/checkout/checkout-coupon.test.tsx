import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderPrice } from '#shared/contract/shipping.ts';
import type { Recorded } from '#web/test/api-server.ts';
import { created, openCheckout, setUpCheckout } from './test-kit.ts';

/* A coupon code at checkout: the price asked again with it, the discount shown, a refusal under the field. */

const { serve, orderPosts, requests } = setUpCheckout();

const price = (discount: number, code: string | null): OrderPrice => ({
  currency: 'USD',
  subtotal: 23,
  discount,
  coupon_code: code,
  shipping_price: 3,
  cod_fee: 0,
  tax: 0,
  tax_included: false,
  tax_lines: [],
  net_price: 26 - discount,
  weight_grams: 600,
  delivery_days: { min: 1, max: 2 },
});

const shop = (request: Recorded) => {
  if (request.path !== '/api/orders/quote') return undefined;
  const code = (request.body as { coupon_code?: string }).coupon_code?.toUpperCase();
  if (code === undefined) return { body: { data: price(0, null) } };
  if (code === 'RAMADAN10') return { body: { data: price(2.3, 'RAMADAN10') } };
  const message = 'This coupon code has expired';
  return { status: 422, body: { message, code: 'coupon_expired', errors: { coupon_code: [message] } } };
};

const quotesWithCode = () =>
  requests().filter(
    (r) => r.path === '/api/orders/quote' && (r.body as { coupon_code?: string }).coupon_code !== undefined,
  );

describe('the coupon code at checkout', () => {
  it('asks the price again with the code, shows the discount, and sends the code with the order', async () => {
    const user = userEvent.setup();
    await serve(created, [], shop);
    await openCheckout(user);
    const summary = screen.getByRole('complementary');
    await waitFor(() => expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('$26.00'));

    await user.type(screen.getByLabelText(/^Coupon code/), 'ramadan10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('$23.70'));
    expect(within(summary).getByTestId('price-discount')).toHaveTextContent('-$2.30');
    expect(within(summary).getByText('Discount')).toBeInTheDocument();
    expect(screen.getByText(/Code applied:/)).toHaveTextContent('Code applied: RAMADAN10');
    expect(quotesWithCode().at(-1)?.body).toMatchObject({ coupon_code: 'ramadan10' });

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]!.body).toMatchObject({ coupon_code: 'ramadan10' });
  });

  it('shows why a code is refused under the field and prices the order without it', async () => {
    const user = userEvent.setup();
    await serve(created, [], shop);
    await openCheckout(user);
    const field = screen.getByLabelText(/^Coupon code/);
    await user.type(field, 'OLD2020{Enter}');
    expect(await screen.findByText('This coupon code has expired')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const summary = screen.getByRole('complementary');
    await waitFor(() => expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('$26.00'));
    expect(within(summary).queryByTestId('price-discount')).toBeNull();
    // Enter applied the code; it placed no order.
    expect(orderPosts()).toHaveLength(0);
  });
});

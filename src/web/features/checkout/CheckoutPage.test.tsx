import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import type { Reply } from '#web/test/api-server.ts';
import { orderFixture, paginated } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import CheckoutPage from './CheckoutPage.tsx';
import { created, fillAddress, gate, openCheckout, setUpCheckout } from './test-kit.ts';

const { serve, orderPosts } = setUpCheckout();

/** POST /orders answers 503 the first time, then creates the order. */
function unavailableOnce() {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1
      ? { status: 503, body: { message: 'Try again later', code: 'unavailable' } }
      : created();
  };
}

describe('hard-copy checkout (/check-out)', () => {
  it('opens my orders on the list as the server has it now, never the copy from before the order', async () => {
    const user = userEvent.setup();
    await serve(created);
    const { router, queryClient } = await openCheckout(user);
    const before = paginated([orderFixture({ id: 40 })]);
    queryClient.setQueryData(['orders', 'list', 1, 'en'], before);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    expect(queryClient.getQueryData(['orders', 'list', 1, 'en'])).toBeUndefined();
  });

  it('copies billing from shipping when no different billing address is given, then empties the cart and opens my orders', async () => {
    const user = userEvent.setup();
    await serve(created);
    const { router } = await openCheckout(user);
    expect(
      screen.getByText('The billing address will be the same as the shipping address.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    const body = orderPosts()[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      shipping_name: 'Huda Salem',
      shipping_country_id: 1,
      shipping_address: '12 Rainbow Street',
      billing_name: 'Huda Salem',
      billing_country_id: 1,
      billing_address: '12 Rainbow Street',
      billing_city: 'Amman',
      billing_state: 'Amman',
      billing_postal_code: '11181',
      billing_mobile: '+962 79 000 0000',
      billing_email: 'huda@example.com',
      payment_type_id: 2,
      is_hard_copy: true,
      client_id: 3,
      books: [{ book_id: 1, quantity: 2, isHardCopy: true }],
      idempotency_key: expect.any(String),
    });
    expect(body).not.toHaveProperty('note');
    expect(cartStore.get()).toEqual([]);
    expect(await screen.findByText('Order #41 has been placed. Thank you!')).toBeInTheDocument();
  });

  it('sends the different billing address when it is ticked, with the note', async () => {
    const user = userEvent.setup();
    await serve(created);
    await openCheckout(user);
    await user.click(screen.getByRole('checkbox', { name: 'Use a different billing address' }));
    const billing = screen.getByRole('region', { name: 'Billing address' });
    await fillAddress(user, billing, {
      'Full name': 'Salem Trading',
      'E-mail': 'billing@example.com',
      Phone: '+966 50 000 0000',
      Country: 'Saudi Arabia',
      'Street address': '4 Olaya Street',
      City: 'Riyadh',
      'State / region': 'Riyadh',
      'Postal code': '12211',
      'Short national address': 'rrrd2929',
    });
    await user.type(screen.getByLabelText(/^Order note/), 'Please ring twice');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0].body).toMatchObject({
      shipping_name: 'Huda Salem',
      billing_name: 'Salem Trading',
      billing_country_id: 2,
      billing_city: 'Riyadh',
      billing_short_address: 'RRRD2929',
      billing_email: 'billing@example.com',
      note: 'Please ring twice',
    });
    expect(orderPosts()[0].body).not.toHaveProperty('shipping_short_address');
  });

  it('requires every shipping field but the note, and the billing ones only when shown', async () => {
    const user = userEvent.setup();
    await serve(created);
    renderPage('/check-out', { '/check-out': CheckoutPage });
    const region = await screen.findByRole('region', { name: 'Shipping address' });
    await user.clear(within(region).getByLabelText(/^Full name/));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await within(region).findAllByText('This field is required')).toHaveLength(6);
    expect(within(region).getByText('Please choose a country')).toBeInTheDocument();
    expect(screen.getByText('Please choose a payment method')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Billing address' })?.querySelector('input[type="text"]'),
    ).toBeFalsy();
    expect(orderPosts()).toEqual([]);
  });

  it('disables the submit button while the order is pending; a second click sends nothing more', async () => {
    const user = userEvent.setup();
    const held = gate<Reply>();
    await serve(() => held.promise);
    await openCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const pending = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    expect(orderPosts()).toHaveLength(1);

    held.release(created());
    await waitFor(() => expect(cartStore.get()).toEqual([]));
    expect(orderPosts()).toHaveLength(1);
  });

  it('keeps one idempotency key for the visit, so a retry names the same checkout', async () => {
    const user = userEvent.setup();
    await serve(unavailableOnce());
    await openCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findAllByText('Try again later')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(2));
    const [first, second] = orderPosts().map((r) => (r.body as { idempotency_key: string }).idempotency_key);
    expect(second).toBe(first);
  });

  it('names the same checkout after a reload while the cart is unchanged, and a new one after the order', async () => {
    const user = userEvent.setup();
    await serve(unavailableOnce());
    const keys = () => orderPosts().map((r) => (r.body as { idempotency_key: string }).idempotency_key);

    const firstVisit = await openCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findAllByText('Try again later')).not.toHaveLength(0);
    firstVisit.unmount();

    const secondVisit = await openCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(cartStore.get()).toEqual([]));
    expect(keys()[1]).toBe(keys()[0]);
    secondVisit.unmount();

    cartStore.set([{ book_id: 1, quantity: 2, isHardCopy: true }]);
    await openCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('shows the 409 message naming the book and keeps the cart', async () => {
    const user = userEvent.setup();
    const message = 'Sorry, «Book 1» is out of stock for the requested quantity';
    await serve(() => ({ status: 409, body: { message, code: 'out_of_stock' } }));
    const { router } = await openCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const alerts = await screen.findAllByText(message);
    expect(alerts.some((node) => node.closest('[role="alert"]'))).toBe(true);
    expect(router.state.location.pathname).toBe('/check-out');
    expect(cartStore.get()).toHaveLength(1);
  });
});

describe('no hoarding at checkout', () => {
  const openOrders = {
    en: 'You cannot place another hard-copy order: you already have the most open unpaid orders allowed (3). Wait until one is delivered, or cancel one, then order again',
    ar: 'لا يمكنك إضافة طلب ورقي جديد: لديك الحد الأقصى من الطلبات المفتوحة غير المدفوعة (3). انتظر تسليم أحدها أو ألغِ أحدها ثم اطلب من جديد',
  };

  it('shows the open-orders refusal (409) with a way to my orders, keeps the cart and the typed address', async () => {
    const user = userEvent.setup();
    await serve(() => ({ status: 409, body: { message: openOrders.en, code: 'open_orders_limit' } }));
    const { router } = await openCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const link = await screen.findByRole('link', { name: 'See my orders' });
    expect(link).toHaveAttribute('href', '#/my-orders');
    expect(link.closest('[role="alert"]')).toHaveTextContent(`${openOrders.en} See my orders`);
    expect(router.state.location.pathname).toBe('/check-out');
    expect(cartStore.get()).toEqual([{ book_id: 1, quantity: 2, isHardCopy: true }]);
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('12 Rainbow Street');
  });

  it('names the book of a line above the copies cap (422)', async () => {
    const user = userEvent.setup();
    const message = 'You can order at most 10 copies of one book';
    await serve(() => ({
      status: 422,
      body: { message, code: 'quantity_limit', errors: { 'books.0.quantity': [message] } },
    }));
    await openCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const alert = await screen.findByText(`“Book 1”: ${message}`);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'See my orders' })).toBeNull();
  });

  it('shows a reused key (422 idempotency_key_reused) with a way to my orders, and names a new checkout next time', async () => {
    const user = userEvent.setup();
    const message =
      'This idempotency key was already used for a different order: check your orders before ordering again';
    await serve(() => ({ status: 422, body: { message, code: 'idempotency_key_reused' } }));
    const keys = () => orderPosts().map((r) => (r.body as { idempotency_key: string }).idempotency_key);
    const firstVisit = await openCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const link = await screen.findByRole('link', { name: 'See my orders' });
    expect(link.closest('[role="alert"]')).toHaveTextContent(`${message} See my orders`);
    expect(cartStore.get()).toEqual([{ book_id: 1, quantity: 2, isHardCopy: true }]);
    firstVisit.unmount();

    // Back at the checkout with the same cart, the reader places a new order under a new key.
    await openCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(2));
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('shows the open-orders refusal in Arabic', async () => {
    languageStore.set('ar');
    const user = userEvent.setup();
    await serve(() => ({ status: 409, body: { message: openOrders.ar, code: 'open_orders_limit' } }));
    renderPage('/check-out', { '/check-out': CheckoutPage });
    const region = await screen.findByRole('region', { name: 'عنوان الشحن' });
    await within(region).findByRole('option', { name: 'Jordan' });
    await fillAddress(user, region, {
      'الاسم الكامل': 'هدى سالم',
      'البريد الإلكتروني': 'huda@example.com',
      الهاتف: '+962 79 000 0000',
      الدولة: 'Jordan',
      العنوان: 'شارع الرينبو 12',
      المدينة: 'عمّان',
      'المنطقة / الولاية': 'عمّان',
      'الرمز البريدي': '11181',
    });
    // The fake shop answers payment types and countries in English whatever the language.
    await user.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));

    const link = await screen.findByRole('link', { name: 'عرض طلباتي' });
    expect(link.closest('[role="alert"]')).toHaveTextContent(`${openOrders.ar} عرض طلباتي`);
  });
});

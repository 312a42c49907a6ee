import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import { orderFixture } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import CheckoutPage from './CheckoutPage.tsx';
import { created, fillAddress, openCheckout, openCheckoutPage, setUpCheckout, shipping } from './test-kit.ts';

/* The checkout's phone rule, its address from the last order, and a digital cart at /check-out (spec §2, §4, §5, §7). */

const { serve, orderPosts, requests } = setUpCheckout();

describe('the checkout phone is a number of the chosen country, as on register', () => {
  it.each([
    ['12', 'a number too short for Jordan'],
    ['+966 50 000 0000', 'a Saudi number for a Jordanian address'],
  ])('refuses %s (%s) under the field, and sends nothing', async (phone) => {
    const user = userEvent.setup();
    await serve(created);
    await openCheckout(user);
    const region = screen.getByRole('region', { name: 'Shipping address' });
    await fillAddress(user, region, { Phone: phone });
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    // The check waits for the phone library, loaded with the field: the message comes when it is there.
    await waitFor(() =>
      expect(within(region).getByLabelText(/^Phone/)).toHaveAccessibleDescription(
        'The phone number is not valid for the chosen country',
      ),
    );
    expect(orderPosts()).toEqual([]);
  });

  it('accepts a Jordanian number typed nationally', async () => {
    const user = userEvent.setup();
    await serve(created);
    await openCheckout(user);
    await fillAddress(user, screen.getByRole('region', { name: 'Shipping address' }), {
      Phone: '079 000 0000',
    });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0].body).toMatchObject({ shipping_mobile: '079 000 0000' });
  });

  it('shows the calling code of the chosen country in the empty phone field', async () => {
    const user = userEvent.setup();
    await serve(created);
    const { region } = await openCheckoutPage();
    await within(region).findByRole('option', { name: 'Jordan' });
    const phone = within(region).getByLabelText(/^Phone/);
    expect(phone).not.toHaveAttribute('placeholder');
    await fillAddress(user, region, { Country: 'Saudi Arabia' });
    expect(phone).toHaveAttribute('placeholder', '+966');
    await user.click(screen.getByRole('checkbox', { name: 'Use a different billing address' }));
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(within(billing).getByLabelText(/^Phone/)).toHaveAttribute('placeholder', '+966');
    await fillAddress(user, billing, { Country: 'Jordan' });
    expect(within(billing).getByLabelText(/^Phone/)).toHaveAttribute('placeholder', '+962');
  });

  it('reads a billing phone for the billing country, and says so in Arabic', async () => {
    languageStore.set('ar');
    const user = userEvent.setup();
    await serve(created);
    const { region } = await openCheckoutPage();
    await within(region).findByRole('option', { name: 'Jordan' });
    await fillAddress(user, region, { الهاتف: '12', الدولة: 'Jordan' });
    await user.click(screen.getByRole('checkbox', { name: 'استخدام عنوان فاتورة مختلف' }));
    const billing = screen.getByRole('region', { name: 'عنوان الفاتورة' });
    await fillAddress(user, billing, { الهاتف: '079 000 0000', الدولة: 'Saudi Arabia' });
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));

    const refused = 'رقم الهاتف غير صالح للدولة المختارة';
    expect(await within(region).findByLabelText(/^الهاتف/)).toHaveAccessibleDescription(refused);
    expect(within(billing).getByLabelText(/^الهاتف/)).toHaveAccessibleDescription(refused);
    expect(orderPosts()).toEqual([]);
  });
});

describe('the address of the last order fills the checkout (spec §7)', () => {
  it('fills shipping from the last hard-copy order; billing waits behind its box; one click places the order', async () => {
    const user = userEvent.setup();
    await serve(created, [orderFixture({ id: 40 })]);
    const { region } = await openCheckoutPage();
    const ask = requests().find((r) => r.method === 'GET' && r.path === '/api/orders');
    expect(Object.fromEntries(ask?.query ?? [])).toEqual({ is_hard_copy: '1', page: '1', per_page: '1' });
    for (const [label, value] of Object.entries(shipping)) {
      const control = within(region).getByLabelText(new RegExp(`^${label}`));
      if (control instanceof HTMLSelectElement) {
        expect(control.selectedOptions[0]).toHaveTextContent(value);
      } else expect(control).toHaveValue(value);
    }
    const box = screen.getByRole('checkbox', { name: 'Use a different billing address' });
    expect(box).not.toBeChecked();
    await user.click(box);
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(within(billing).getByLabelText(/^Street address/)).toHaveValue('4 King Hussein Street');
    await user.click(box);

    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0].body).toMatchObject({
      shipping_name: 'Huda Salem',
      shipping_country_id: 1,
      shipping_mobile: '+962 79 000 0000',
      billing_address: '12 Rainbow Street',
    });
  });

  it('starts from the client’s name and e-mail before their first order', async () => {
    await serve(created);
    const { region } = await openCheckoutPage();
    expect(within(region).getByLabelText(/^Full name/)).toHaveValue('Huda Salem');
    expect(within(region).getByLabelText(/^E-mail/)).toHaveValue('huda@example.com');
    expect(within(region).getByLabelText(/^Street address/)).toHaveValue('');
  });

  it('lets an Arabic street typed on the English page take its own direction', async () => {
    const user = userEvent.setup();
    await serve(created);
    const { region } = await openCheckoutPage();
    await fillAddress(user, region, { 'Street address': 'شارع الجامعة 12' });
    for (const label of [/^Full name/, /^Street address/, /^City/, /^State/]) {
      expect(within(region).getByLabelText(label)).toHaveAttribute('dir', 'auto');
    }
    expect(screen.getByLabelText(/^Order note/)).toHaveAttribute('dir', 'auto');
    // Codes, phones and e-mails stay left to right.
    expect(within(region).getByLabelText(/^Phone/)).toHaveAttribute('dir', 'ltr');
  });
});

describe('a digital cart at /check-out', () => {
  it.each([
    ['en', 'Credit card', 'Continue to payment'],
    ['ar', 'Credit card', 'المتابعة إلى الدفع'],
  ] as const)(
    'offers the card and its submit, which hands the cart on to /check-out/pdf (%s)',
    async (lang, card, submit) => {
      languageStore.set(lang);
      cartStore.set([{ book_id: 1, quantity: 1, isHardCopy: false }]);
      const user = userEvent.setup();
      await serve(created);
      const view = renderPage('/check-out', { '/check-out': CheckoutPage });
      const radio = await screen.findByRole('radio', { name: card });
      await waitFor(() => expect(radio).toBeChecked());
      expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull();
      expect(screen.queryByRole('region', { name: /Shipping address|عنوان الشحن/ })).toBeNull();
      await user.click(screen.getByRole('button', { name: submit }));

      await waitFor(() => expect(view.router.state.location.pathname).toBe('/check-out/pdf'));
      expect(cartStore.get()).toEqual([]);
      expect(JSON.parse(localStorage.getItem('pending-checkout') ?? 'null')).toMatchObject({
        client_id: 3,
        book_ids: [1],
      });
      expect(orderPosts()).toEqual([]);
    },
  );
});

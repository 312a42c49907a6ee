import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import type { Recorded } from '#web/test/api-server.ts';
import { orderFixture, paginated } from '#web/test/orders.ts';
import { shippingAnswers } from '#web/test/shipping.ts';
import { curlew, findHeading, logIn, setUpDetailsPage } from './test-kit.ts';

/* A printed book's shipping to the reader's country: price of one copy and delivery estimate. */

const openDetails = setUpDetailsPage();
const estimate = () => within(screen.getByRole('region', { name: /^(Shipping|الشحن)$/ }));

describe('shipping on the book page', () => {
  it('prices one copy to the first main market shipped to, and to the country the reader chooses, remembered', async () => {
    languageStore.set('en');
    const user = userEvent.setup();
    await openDetails({ book: curlew, more: shippingAnswers });
    await findHeading('The Call of the Curlew');
    const country = await estimate().findByLabelText('Ship to');
    await within(country).findByRole('option', { name: 'Saudi Arabia' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Jordan', 'Saudi Arabia']);
    expect(await screen.findByTestId('book-shipping')).toHaveTextContent(
      'Shipping one copy: $2.80Delivery in 1–2 days',
    );
    await user.selectOptions(country, 'Saudi Arabia');
    await waitFor(() =>
      expect(screen.getByTestId('book-shipping')).toHaveTextContent(
        'Shipping one copy: $3.00VAT 15% $2.18Delivery in 3–5 days',
      ),
    );
    expect(localStorage.getItem('shipping-country')).toBe('2');
  });

  it('starts from the country of the signed-in client’s last order, in Arabic with its plural', async () => {
    languageStore.set('ar');
    logIn();
    const lastOrder = orderFixture({ id: 4 });
    const saudi = {
      ...lastOrder.order_billing_shipping!,
      shipping_country_id: 2,
    };
    const more = (request: Recorded) =>
      request.path === '/api/orders'
        ? { body: paginated([{ ...lastOrder, order_billing_shipping: saudi }]) }
        : shippingAnswers(request);
    await openDetails({ book: curlew, more });
    await findHeading('دعاء الكروان');
    await waitFor(() =>
      expect(screen.getByTestId('book-shipping')).toHaveTextContent(
        'شحن نسخة واحدة: $3.00VAT 15\u200e%\u200e $2.18التوصيل خلال 3–5 أيام',
      ),
    );
    expect(estimate().getByLabelText('الشحن إلى')).toHaveValue('2');
  });

  it('uses the country chosen before over the last order’s', async () => {
    languageStore.set('en');
    localStorage.setItem('shipping-country', '1');
    logIn();
    await openDetails({ book: curlew, more: shippingAnswers });
    await findHeading('The Call of the Curlew');
    expect(await screen.findByTestId('book-shipping')).toHaveTextContent('$2.80');
  });

  it('shows no shipping for a book sold only as a PDF', async () => {
    languageStore.set('en');
    await openDetails({ book: { ...curlew, hardcopy_price: 0 }, more: shippingAnswers });
    await findHeading('The Call of the Curlew');
    expect(screen.queryByRole('region', { name: 'Shipping' })).toBeNull();
  });
});

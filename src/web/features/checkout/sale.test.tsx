import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookFixture } from '#web/test/books.ts';
import { created, openCheckoutPage, setUpCheckout } from './test-kit.ts';

/* The checkout's summary during a sale: two hard copies of book 1 at $9.20 instead of $11.50. */

const { serve } = setUpCheckout();

const onSale = bookFixture({
  id: 1,
  hardcopy_price: 9.2,
  regular_hardcopy_price: 11.5,
  pdf_price: 2,
  regular_pdf_price: 2,
  stock: 5,
});

describe('checkout during a sale', () => {
  it('shows each line at the sale price with the price before it struck through, and the saving', async () => {
    await serve(created, [], (request) =>
      request.path === '/api/books' ? { body: { data: [onSale] } } : undefined,
    );
    await openCheckoutPage();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const line = await within(summary).findByTestId('was-price');
    expect(line).toHaveTextContent('$23.00');
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('$18.40');
    expect(within(summary).getByTestId('checkout-saving')).toHaveTextContent('$4.60');
  });
});

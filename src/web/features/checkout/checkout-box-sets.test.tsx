import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boxSetAnswer } from '#web/features/box-sets/testing.ts';
import { boxSetCartStore } from '#web/state/box-set-cart.ts';
import { cartStore } from '#web/state/cart.ts';
import { created, openCheckout, setUpCheckout } from './test-kit.ts';

/*
 * A printed box set at the checkout (issue 39, point 3): the summary shows it as one line with its
 * books, and the order asks for it by its id beside the cart's books; the placed order empties both.
 */

const { serve, orderPosts, requests } = setUpCheckout();

describe('a box set at the hard-copy checkout', () => {
  it('is one line of the summary with its books, and the order names it', async () => {
    const user = userEvent.setup();
    boxSetCartStore.set([{ box_set_id: 5, quantity: 2, isHardCopy: true }]);
    await serve(created, [], (request) => boxSetAnswer(request.path));
    const { router } = await openCheckout(user);

    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const line = within(summary).getByTestId('summary-box-set');
    expect(line).toHaveTextContent('The Cairo Trilogy');
    expect(line).toHaveTextContent('Box set · Hard copy × 2');
    expect(line).toHaveTextContent('$80.00');
    expect(within(line).getByTestId('box-set-line-books')).toHaveTextContent(
      'Palace WalkPalace of DesireSugar Street',
    );
    // Two copies of book 1 and two box sets of three books.
    expect(summary).toHaveTextContent('Number of books8');
    await waitFor(() => {
      const quotes = requests().filter((r) => r.path === '/api/orders/quote');
      expect(quotes.at(-1)?.body).toMatchObject({ box_sets: [{ box_set_id: 5, quantity: 2 }] });
    });

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    expect(orderPosts()[0]!.body).toMatchObject({
      books: [{ book_id: 1, quantity: 2, isHardCopy: true }],
      box_sets: [{ box_set_id: 5, quantity: 2 }],
    });
    expect(cartStore.get()).toEqual([]);
    expect(boxSetCartStore.get()).toEqual([]);
  });
});

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { boxSetCartActions, boxSetCartStore } from '#web/state/box-set-cart.ts';
import { cartActions, cartStore } from '#web/state/cart.ts';
import { pendingCheckoutActions } from '#web/state/checkout.ts';
import { useSession } from '#web/state/session.ts';

/**
 * The cart's checkout button (spec §2, §4): visitors go to /login (which brings them back), clients
 * with hard copies to /check-out; a digital cart moves into the pending checkout, its books and box
 * sets, the cart empties and the client goes on to /check-out/pdf, where the order is made and paid.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const { client, loggedIn } = useSession();
  return useCallback(() => {
    const items = cartStore.get();
    const boxSets = boxSetCartStore.get();
    const first = items[0] ?? boxSets[0];
    if (!first) return;
    // The order's kind follows the first cart item.
    const isHardCopy = first.isHardCopy;
    if (!loggedIn) {
      const back = isHardCopy ? '/check-out' : '/cart-box';
      navigate('/login', { state: { from: { pathname: back, search: '', hash: '' } } });
      return;
    }
    if (isHardCopy) {
      navigate('/check-out');
      return;
    }
    pendingCheckoutActions.start(
      client.id,
      items.map((item) => item.book_id),
      boxSets.map((item) => item.box_set_id),
    );
    cartActions.clear();
    boxSetCartActions.clear();
    navigate('/check-out/pdf');
  }, [client.id, loggedIn, navigate]);
}

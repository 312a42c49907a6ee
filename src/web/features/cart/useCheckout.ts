import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartActions, cartStore } from '#web/state/cart.ts';
import { pendingCheckoutActions } from '#web/state/checkout.ts';
import { useSession } from '#web/state/session.ts';

/**
 * The cart's checkout button (spec §2, §4): visitors go to /login (which brings them back), clients
 * with hard copies to /check-out; a digital cart moves into the pending checkout, the cart empties
 * and the client goes on to /check-out/pdf, where the order is made and paid.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const { client, loggedIn } = useSession();
  return useCallback(() => {
    const items = cartStore.get();
    if (items.length === 0) return;
    // The order's kind follows the first cart item.
    const isHardCopy = items[0].isHardCopy;
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
    );
    cartActions.clear();
    navigate('/check-out/pdf');
  }, [client.id, loggedIn, navigate]);
}

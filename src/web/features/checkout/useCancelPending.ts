import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '#web/api/client.ts';
import { boxSetCartStore } from '#web/state/box-set-cart.ts';
import { cartStore } from '#web/state/cart.ts';
import { type PendingCheckout, pendingCheckoutActions } from '#web/state/checkout.ts';

/**
 * Gives up the digital checkout: an order already made is cancelled, the books and box sets go back to the cart
 * (unless the cart now holds hard copies, which cannot be mixed with them) and the client returns there.
 */
export function useCancelPending(pending: PendingCheckout) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if (pending.order_id !== undefined) {
        await api('POST /orders/:id/cancel', { params: { id: pending.order_id }, quiet: true }).catch(
          () => undefined,
        );
      }
      cartStore.set((items) => {
        if (items.some((item) => item.isHardCopy)) return items;
        const back = pending.book_ids
          .filter((id) => !items.some((item) => item.book_id === id))
          .map((id) => ({ book_id: id, quantity: 1, isHardCopy: false }));
        return [...items, ...back];
      });
      const printed = cartStore.get().some((item) => item.isHardCopy);
      boxSetCartStore.set((items) => {
        if (printed || items.some((item) => item.isHardCopy)) return items;
        const back = (pending.box_set_ids ?? [])
          .filter((id) => !items.some((item) => item.box_set_id === id))
          .map((id) => ({ box_set_id: id, quantity: 1, isHardCopy: false }));
        return [...items, ...back];
      });
      pendingCheckoutActions.clear();
      navigate('/cart-box');
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

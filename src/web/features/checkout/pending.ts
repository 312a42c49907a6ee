import { z } from 'zod';
import { createPersistedStore, usePersisted } from '#web/state/persisted.ts';
import { newIdempotencyKey } from './idempotency.ts';

/*
 * The digital checkout of spec §4: submitting the cart moves its PDFs here and empties the cart,
 * without creating the order; /check-out/pdf creates it and takes the payment. Kept in local
 * storage so a reload or a declined card does not lose it; `order_id` is set once the order exists,
 * so paying again pays the same order.
 */

const pendingSchema = z.object({
  client_id: z.number().int().positive(),
  book_ids: z.array(z.number().int().positive()).min(1),
  idempotency_key: z.string().min(1).max(100),
  order_id: z.number().int().positive().optional(),
});
export type PendingCheckout = z.infer<typeof pendingSchema>;

export const pendingCheckoutStore = createPersistedStore<PendingCheckout | null>(
  'pending-checkout',
  null,
  (raw) => (raw === null ? null : pendingSchema.safeParse(raw).data),
);

export const pendingCheckoutActions = {
  start(clientId: number, bookIds: number[]) {
    pendingCheckoutStore.set({
      client_id: clientId,
      book_ids: bookIds,
      idempotency_key: newIdempotencyKey(),
    });
  },
  orderCreated(orderId: number) {
    pendingCheckoutStore.set((pending) => (pending ? { ...pending, order_id: orderId } : pending));
  },
  clear() {
    pendingCheckoutStore.reset();
  },
};

/** The pending checkout of the given client; another client's (a shared browser) is not shown. */
export function usePendingCheckout(clientId: number): PendingCheckout | null {
  const pending = usePersisted(pendingCheckoutStore);
  return pending && pending.client_id === clientId ? pending : null;
}

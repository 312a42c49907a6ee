import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import { api } from '#web/api/client.ts';

export { usePaymentTypes } from '#web/api/payment-types.ts';
export { useCountries, useLastAddress, useQuote } from '#web/features/shipping/index.ts';

export function useCreateOrder() {
  return useMutation({
    mutationFn: (body: CreateOrderBody) => api('POST /orders', { body }),
  });
}

/** Opens the provider's hosted card page for the order; answers where to send the buyer. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: ({ orderId, method }: { orderId: number; method?: PaymentMethod }) =>
      api('POST /orders/:id/checkout', {
        params: { id: orderId },
        // The card is the page's own default: only another method is named.
        query: method && method !== 'card' ? { method } : {},
      }),
  });
}

/** Takes a reference to pay the order at an outlet (Fawry); the order then awaits that payment. */
export function useStartVoucher() {
  return useMutation({
    mutationFn: (orderId: number) => api('POST /orders/:id/voucher', { params: { id: orderId } }),
  });
}

/** Leaves the shop for the provider's page; it sends the buyer back to /payment-return. */
export function goToPaymentPage(url: string) {
  window.location.assign(url);
}

/** How often, and how many times, the return page asks whether the provider has confirmed. */
export const PAYMENT_POLL_MS = 1500;
export const PAYMENT_POLLS = 20;

/**
 * Where the order's payment stands (GET /orders/{id}/payment: the server asks the provider).
 * Asked again every PAYMENT_POLL_MS while unpaid, PAYMENT_POLLS times at most; once when `once`.
 */
export function usePaymentState(orderId: number, once: boolean) {
  const queryKey = ['payment', orderId];
  const asked = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => api('GET /orders/:id/payment', { params: { id: orderId }, signal }),
    // Each return from the provider asks afresh.
    refetchOnMount: 'always',
    refetchInterval: (query) => {
      const answer = query.state.data;
      if (once || answer?.paid || answer?.data.status !== 'awaiting_payment') return false;
      return query.state.dataUpdateCount < PAYMENT_POLLS ? PAYMENT_POLL_MS : false;
    },
  });
  /** True while the page is still waiting for the provider's word. */
  const waiting = !once && query.data?.data.status === 'awaiting_payment' && asked < PAYMENT_POLLS;
  return { ...query, waiting };
}

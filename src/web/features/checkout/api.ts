import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateOrderBody, PayBody } from '#shared/contract/orders.ts';
import { api } from '#web/api/client.ts';
import { useLanguage } from '#web/state/language.ts';

/** Countries named and sorted in the page's language (GET /countries). */
export function useCountries() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => api('GET /countries', { signal }),
    select: (answer) => answer.data,
  });
}

/** Active payment types in the page's language (GET /payment-types). */
export function usePaymentTypes() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['payment-types', language],
    queryFn: ({ signal }) => api('GET /payment-types', { signal }),
    select: (answer) => answer.data,
  });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: (body: CreateOrderBody) => api('POST /orders', { body }),
  });
}

export function usePayOrder() {
  return useMutation({
    mutationFn: ({ orderId, card }: { orderId: number; card: PayBody }) =>
      api('POST /orders/:id/pay', { params: { id: orderId }, body: card }),
  });
}

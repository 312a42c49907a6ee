import { useMutation, useQuery } from '@tanstack/react-query';
import type { Country, PaymentType } from '#shared/contract/content.ts';
import type { CreateOrderBody, Order, PayAnswer, PayBody } from '#shared/contract/orders.ts';
import { api } from '#web/api/client.ts';
import type { List, One } from '#web/api/types.ts';
import { useLanguage } from '#web/state/language.ts';

/** Countries named and sorted in the page's language (GET /countries). */
export function useCountries() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => api<List<Country>>('/countries', { signal }),
    select: (answer) => answer.data,
  });
}

/** Active payment types in the page's language (GET /payment-types). */
export function usePaymentTypes() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['payment-types', language],
    queryFn: ({ signal }) => api<List<PaymentType>>('/payment-types', { signal }),
    select: (answer) => answer.data,
  });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: (body: CreateOrderBody) => api<One<Order>>('/orders', { method: 'POST', body }),
  });
}

export function usePayOrder() {
  return useMutation({
    mutationFn: ({ orderId, card }: { orderId: number; card: PayBody }) =>
      api<PayAnswer>(`/orders/${orderId}/pay`, { method: 'POST', body: card }),
  });
}

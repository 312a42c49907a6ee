import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import type { OrderStatusBody, StaffOrder } from '#shared/contract/staff-orders.ts';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi, useStaffList } from '../console/api.ts';

/* The orders' calls (admin, orders), cached under ['staff', 'orders', …]. */

export type OrdersQuery = NonNullable<RequestOf<'GET /staff/orders'>['query']>;

const ordersKey = ['staff', 'orders'] as const;

export function useOrders(query: OrdersQuery) {
  const { language } = useLanguage();
  return useStaffList([...ordersKey, 'list', query, language], (signal) =>
    staffApi('GET /staff/orders', { query, signal }),
  );
}

export function useOrder(id: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...ordersKey, 'one', id, language],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/orders/:id', { params: { id }, signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** After a change: the order as the server now has it, the lists asked again, and its message. */
function useChanged(id: number) {
  const queries = useQueryClient();
  const { language } = useLanguage();
  return (answer: { data: StaffOrder; message: string }) => {
    queries.setQueryData<StaffOrder>([...ordersKey, 'one', id, language], answer.data);
    void queries.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    toast.success(answer.message);
  };
}

/** A refusal (409: someone else moved the order meanwhile) asks for the order as it is now. */
function useRefused(id: number) {
  const queries = useQueryClient();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      void queries.invalidateQueries({ queryKey: [...ordersKey, 'one', id] });
    }
  };
}

export function useMoveOrder(id: number) {
  const changed = useChanged(id);
  const refused = useRefused(id);
  return useMutation({
    mutationFn: (body: OrderStatusBody) =>
      staffApi('POST /staff/orders/:id/status', { params: { id }, body }),
    onSuccess: changed,
    onError: refused,
  });
}

export function useMarkPaid(id: number) {
  const changed = useChanged(id);
  const refused = useRefused(id);
  return useMutation({
    mutationFn: () => staffApi('POST /staff/orders/:id/paid', { params: { id } }),
    onSuccess: changed,
    onError: refused,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import type { OrderNoteBody, OrderReturnBody, PartialRefundBody } from '#shared/contract/staff-refunds.ts';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi } from '../console/api.ts';

/* The refunds, returns and notes of an order (admin, orders), and a client's refunds. */

/** A fresh key for one refund dialog: a second click of the same dialog records one refund. */
export function refundKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function useOrderChange<B>(id: number, send: (body: B) => Promise<{ data: StaffOrder; message: string }>) {
  const queries = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queries.setQueryData<StaffOrder>(['staff', 'orders', 'one', id, language], answer.data);
      void queries.invalidateQueries({ queryKey: ['staff', 'orders', 'list'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'refunds'] });
      toast.success(answer.message);
    },
    onError: (error) => {
      // A refusal by the provider is recorded on the order: show it as it now stands.
      if (error instanceof ApiError && (error.status === 502 || error.status === 409)) {
        void queries.invalidateQueries({ queryKey: ['staff', 'orders', 'one', id] });
      }
    },
  });
}

export const useRefund = (id: number) =>
  useOrderChange(id, (body: PartialRefundBody) =>
    staffApi('POST /staff/orders/:id/refunds', { params: { id }, body }),
  );

export const useReturn = (id: number) =>
  useOrderChange(id, (body: OrderReturnBody) =>
    staffApi('POST /staff/orders/:id/returns', { params: { id }, body }),
  );

export const useAddNote = (id: number) =>
  useOrderChange(id, (body: OrderNoteBody) =>
    staffApi('POST /staff/orders/:id/notes', { params: { id }, body }),
  );

export function useClientRefunds(clientId: number) {
  return useQuery({
    queryKey: ['staff', 'refunds', clientId],
    queryFn: async ({ signal }) =>
      (await staffApi('GET /staff/refunds', { query: { client_id: clientId }, signal })).data,
  });
}

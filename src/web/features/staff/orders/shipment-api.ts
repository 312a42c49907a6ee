import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShipmentBody } from '#shared/contract/carriers.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi } from '../console/api.ts';
import { toastRefusal } from '../console/staff-fetch.ts';

/* An order's shipments with the carriers (admin, orders), cached under ['staff', 'orders', 'shipments', id]. */

const shipmentsKey = (id: number) => ['staff', 'orders', 'shipments', id] as const;

export function useShipments(id: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...shipmentsKey(id), language],
    queryFn: async ({ signal }) =>
      (await staffApi('GET /staff/orders/:id/shipments', { params: { id }, signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** After a booking or a cancelling: the order (its tracking number, its history) and its shipments again. */
function useShipped() {
  const queries = useQueryClient();
  return (answer: { message: string }) => {
    void queries.invalidateQueries({ queryKey: ['staff', 'orders'] });
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    toast.success(answer.message);
  };
}

export function useCreateShipment(id: number) {
  const shipped = useShipped();
  return useMutation({
    mutationFn: (body: CreateShipmentBody) =>
      staffApi('POST /staff/orders/:id/shipments', { params: { id }, body }),
    onSuccess: shipped,
  });
}

export function useCancelShipment(id: number) {
  const shipped = useShipped();
  return useMutation({
    mutationFn: () => staffApi('POST /staff/orders/:id/shipments/cancel', { params: { id } }),
    onSuccess: shipped,
    onError: toastRefusal,
  });
}

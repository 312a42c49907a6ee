import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkRow } from '#shared/contract/staff-orders-bulk.ts';
import { saveBlob } from '#web/api/files.ts';
import { downloadStaffFile, refusal, staffFetch, toastRefusal } from '../console/staff-fetch.ts';

/*
 * Many orders at once. The answers are read here rather than through the typed client: a refusal
 * (422 `bulk_refused`) carries the report of every order, which the console shows as it is, and the
 * printed documents come back as one PDF file.
 */

export type BulkOutcome = { message: string; refused: boolean; rows: BulkRow[] };

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The report of a refused bulk action, or the server's other refusal thrown as the typed client does. */
async function refusedOutcome(response: Response): Promise<BulkOutcome> {
  if (response.status === 422) {
    const body = (await response.clone().json()) as { code?: string; message: string; rows?: BulkRow[] };
    if (body.code === 'bulk_refused' && body.rows)
      return { message: body.message, refused: true, rows: body.rows };
  }
  throw await refusal(response);
}

async function postBulk(path: string, body: unknown): Promise<BulkOutcome> {
  const response = await staffFetch(path, json(body));
  if (!response.ok) return refusedOutcome(response);
  const answer = (await response.json()) as { message: string; data: { rows: BulkRow[] } };
  return { message: answer.message, refused: false, rows: answer.data.rows };
}

/** The chosen orders' documents (or labels) as one PDF, saved; the report instead when any order has none. */
async function printDocuments(body: unknown, path = '/staff/orders/documents'): Promise<BulkOutcome | null> {
  const response = await staffFetch(path, json(body));
  if (!response.ok) return refusedOutcome(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.pdf';
  saveBlob(await response.blob(), name);
  return null;
}

function useChangedOrders() {
  const queries = useQueryClient();
  return (outcome: BulkOutcome | null) => {
    if (!outcome || outcome.refused) return;
    void queries.invalidateQueries({ queryKey: ['staff', 'orders'] });
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
  };
}

export function useBulkOrders() {
  const changed = useChangedOrders();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => postBulk('/staff/orders/bulk', body),
    onSuccess: changed,
    onError: toastRefusal,
  });
}

export function useBulkTracking() {
  const changed = useChangedOrders();
  return useMutation({
    mutationFn: (csv: string) => postBulk('/staff/orders/bulk/tracking', { csv }),
    onSuccess: changed,
    onError: toastRefusal,
  });
}

export function usePrintOrders() {
  return useMutation({ mutationFn: (body: unknown) => printDocuments(body), onError: toastRefusal });
}

/** The chosen orders' parcels booked with their zones' carriers, a report per order (decision 099). */
export function useBookShipments() {
  const changed = useChangedOrders();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => postBulk('/staff/orders/shipments', body),
    onSuccess: changed,
    onError: toastRefusal,
  });
}

/** The chosen orders' shipping labels as one PDF (decision 099). */
export function usePrintLabels() {
  return useMutation({
    mutationFn: (body: unknown) => printDocuments(body, '/staff/orders/labels'),
    onError: toastRefusal,
  });
}

/** The orders the filters keep as CSV: one row per order, or per line. */
export function useExportOrders() {
  return useMutation({
    mutationFn: ({ filter, lines }: { filter: Record<string, string>; lines: boolean }) => {
      const query = new URLSearchParams({ ...filter, ...(lines ? { lines: '1' } : {}) });
      return downloadStaffFile(`/staff/orders/export?${query}`, lines ? 'order-lines.csv' : 'orders.csv');
    },
    onError: toastRefusal,
  });
}

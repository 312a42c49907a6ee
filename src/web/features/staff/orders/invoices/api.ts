import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '#shared/contract/endpoints.ts';
import type { InvoiceSettingsBody } from '#shared/contract/invoices.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi, useStaffList } from '../../console/api.ts';
import { downloadStaffFile, toastRefusal } from '../../console/staff-fetch.ts';

/* The issued invoices and credit notes (orders staff), their CSV, and the seller the invoices name. */

export type InvoicesQuery = NonNullable<RequestOf<'GET /staff/invoices'>['query']>;

export function useInvoices(query: InvoicesQuery) {
  const { language } = useLanguage();
  return useStaffList(['staff', 'invoices', query, language], (signal) =>
    staffApi('GET /staff/invoices', { query, signal }),
  );
}

/** The documents the filters keep, as a CSV file in the console's language. */
export function useDownloadInvoices() {
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (query: Pick<InvoicesQuery, 'kind' | 'from' | 'to'>) => {
      const params = new URLSearchParams(
        Object.entries({ ...query, lang: language }).filter((entry): entry is [string, string] =>
          Boolean(entry[1]),
        ),
      );
      return downloadStaffFile(`/staff/invoices.csv?${params}`, 'invoices.csv');
    },
    onError: toastRefusal,
  });
}

const settingsKey = ['staff', 'invoice-settings'] as const;

export function useInvoiceSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/invoice-settings', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

export function useSaveInvoiceSettings() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSettingsBody) => staffApi('PUT /staff/invoice-settings', { body }),
    onSuccess: ({ data, message }) => {
      queries.setQueryData(settingsKey, data);
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(message);
    },
  });
}

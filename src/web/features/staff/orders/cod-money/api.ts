import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodSummary, RemittanceCarrier } from '#shared/contract/cod-remittance.ts';
import type { AnswerOf } from '#shared/contract/endpoints.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi, useStaffList } from '../../console/api.ts';
import { downloadStaffFile, refusal, staffFetch, toastRefusal } from '../../console/staff-fetch.ts';

/* The carriers' COD remittance statements and the daily COD money (admin, orders), cached under ['staff', 'cod-money', …]. */

export type Period = { from?: string; to?: string };
export type { CodSummary };

const key = ['staff', 'cod-money'] as const;

const periodParams = (period: Period, extra: Record<string, string> = {}) =>
  new URLSearchParams(
    Object.entries({ ...period, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

export function useCodSummary(period: Period) {
  const { language } = useLanguage();
  return useStaffList([...key, 'summary', period, language], (signal) =>
    staffApi('GET /staff/cod-remittances/summary', { query: period, signal }),
  );
}

type Imported = AnswerOf<'POST /staff/cod-remittances'>;

/**
 * Sends the statement's bytes as they are (text/csv): the server decides whether they are UTF-8, so a
 * file saved in another encoding is named as such instead of read wrongly.
 */
async function sendStatement(carrier: RemittanceCarrier, file: File): Promise<Imported> {
  const response = await staffFetch(`/staff/cod-remittances?carrier=${carrier}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv' },
    body: await file.arrayBuffer(),
  });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as Imported;
}

export function useImportStatement() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ carrier, file }: { carrier: RemittanceCarrier; file: File }) =>
      sendStatement(carrier, file),
    onError: toastRefusal,
    onSuccess: ({ message }) => {
      toast.success(message);
      void queries.invalidateQueries({ queryKey: [...key, 'summary'] });
    },
  });
}

/** The daily view as a CSV file, its headers in the console's language. */
export function useDownloadSummary() {
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (period: Period) =>
      downloadStaffFile(
        `/staff/cod-remittances/summary.csv?${periodParams(period, { lang: language })}`,
        'cod-money.csv',
      ),
    onError: toastRefusal,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Consents } from '#shared/contract/privacy-export.ts';
import { api } from '#web/api/client.ts';
import { downloadAsClient } from '#web/api/files.ts';

/* The calls of My profile's "My data" section: the copy of the reader's data and their consent. */

const consentsKey = ['profile', 'consents'];

export function useConsents() {
  return useQuery({
    queryKey: consentsKey,
    queryFn: ({ signal }) => api('GET /profile/consents', { signal, quiet: true }),
    staleTime: 0,
  });
}

/** PUT /profile/consents/marketing; the answer's history replaces the shown one. */
export function useSetMarketingConsent() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (granted: boolean) => api('PUT /profile/consents/marketing', { body: { granted } }),
    onSuccess: (answer) => queries.setQueryData<{ data: Consents }>(consentsKey, { data: answer.data }),
  });
}

export type DataFormat = 'json' | 'pdf';

/** GET /api/profile/data(.pdf) as the reader, in the page's language, saved as `my-data-{day}.{format}`. */
export function downloadMyData(format: DataFormat): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  const path = format === 'pdf' ? '/profile/data.pdf' : '/profile/data';
  return downloadAsClient(path, `my-data-${day}.${format}`);
}

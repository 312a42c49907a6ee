import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsBody } from '#shared/contract/settings.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../console/api.ts';

/* The shop settings' calls; a save makes the dashboard count again with the new values. */

const settingsKey = ['staff', 'settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/settings', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

export function useSaveSettings() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => staffApi('PUT /staff/settings', { body }),
    onSuccess: ({ message }) => {
      void queries.invalidateQueries({ queryKey: settingsKey });
      void queries.invalidateQueries({ queryKey: ['staff', 'dashboard'] });
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(message);
    },
  });
}

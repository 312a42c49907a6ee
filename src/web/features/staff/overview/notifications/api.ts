import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPrefsBody } from '#shared/contract/staff-notifications.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';

/* The signed-in member's notification mails: read and saved. */

const prefsKey = ['staff', 'me', 'notifications'] as const;

export function useNotificationPrefs() {
  return useQuery({
    queryKey: prefsKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/me/notifications', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

export function useSaveNotificationPrefs() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPrefsBody) => staffApi('PUT /staff/me/notifications', { body }),
    onSuccess: ({ data, message }) => {
      queries.setQueryData(prefsKey, data);
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
      toast.success(message);
    },
  });
}

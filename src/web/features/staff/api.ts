import { useMutation, useQuery } from '@tanstack/react-query';
import type { StaffLoginBody } from '#shared/contract/staff.ts';
import { api } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { deviceTokenFor, keepDeviceToken } from '#web/state/device-tokens.ts';
import { staffSignedOut, staffStore } from '#web/state/staff.ts';
import { staffApi } from './console/api.ts';

/* Sign-in and sign-out of the console. */

/**
 * Signs in and keeps the session under the `staff` key. The device token of an earlier sign-in with
 * this e-mail goes along, so strangers' guesses never lock this browser out (decision 039).
 */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: StaffLoginBody) =>
      api('POST /staff/login', {
        body: { ...body, device_token: deviceTokenFor('staff', body.email) },
        bearer: '',
      }),
    // Here, not in the form's callbacks: storing the session replaces the form with the console.
    onSuccess: ({ data, message }) => {
      keepDeviceToken('staff', data.email, data.device_token);
      toast.success(message);
      staffStore.set({ token: data.token, id: data.id, name: data.name, email: data.email, role: data.role });
    },
  });
}

/** Revokes the token on the server, then forgets it here whatever the server said. */
export function useStaffLogout() {
  return useMutation({
    mutationFn: () => staffApi('POST /staff/logout', { quiet: true }),
    onSettled: () => staffStore.set(staffSignedOut),
  });
}

/** How often the console asks for the counts beside Orders, Messages and Mail. */
export const COUNTS_POLL_MS = 5_000;

/**
 * The work waiting (pending orders, unread messages, failed mails), asked for every few seconds while
 * the console's tab is shown; a hidden tab stops asking, and asks again on coming back.
 */
export function useStaffCounts(enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'counts'],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/counts', { signal, quiet: true })).data,
    enabled,
    staleTime: 0,
    retry: false,
    refetchInterval: COUNTS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

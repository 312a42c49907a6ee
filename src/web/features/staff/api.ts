import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { StaffLoginBody, StaffLoginCodeBody, StaffSignedIn } from '#shared/contract/staff.ts';
import { api } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { deviceTokenFor, keepDeviceToken } from '#web/state/device-tokens.ts';
import { staffSignedOut, staffStore, useStaffSession } from '#web/state/staff.ts';
import { staffApi } from './console/api.ts';

/* Sign-in and sign-out of the console. */

/** Keeps a new session under the `staff` key, and this device's token for the next sign-in. */
function keepSession(data: StaffSignedIn, message: string) {
  keepDeviceToken('staff', data.email, data.device_token);
  toast.success(message);
  staffStore.set({ token: data.token, id: data.id, name: data.name, email: data.email, role: data.role });
}

/**
 * Signs in and keeps the session under the `staff` key. The device token of an earlier sign-in with
 * this e-mail goes along, so strangers' guesses never lock this browser out (decision 039). A member
 * with two-step sign-in gets the code step instead (the answer's `pending_token`).
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
      if (!data.code_required) keepSession(data, message);
    },
  });
}

/** The code step of a two-step sign-in: the app's code or a recovery code, then the session. */
export function useStaffLoginCode(email: string) {
  return useMutation({
    mutationFn: (body: Omit<StaffLoginCodeBody, 'device_token'>) =>
      api('POST /staff/login/code', {
        body: { ...body, device_token: deviceTokenFor('staff', email) },
        bearer: '',
      }),
    onSuccess: ({ data, message }) => keepSession(data, message),
  });
}

export const staffMeKey = ['staff', 'me'] as const;

/** Who is signed in, and whether the shop waits for them to set up two-step sign-in. */
export function useStaffMe() {
  const { staff } = useStaffSession();
  return useQuery({
    queryKey: [...staffMeKey, staff.token],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/me', { signal })).data,
    staleTime: 0,
    retry: false,
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
 * the console's tab is shown; a hidden tab stops asking, and asks again on coming back. When a count
 * changes, the lists it counts are asked again too: an order placed meanwhile shows in the open list
 * as soon as the badge counts it.
 */
export function useStaffCounts(enabled: boolean) {
  const counts = useQuery({
    queryKey: ['staff', 'counts'],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/counts', { signal, quiet: true })).data,
    enabled,
    staleTime: 0,
    retry: false,
    refetchInterval: COUNTS_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const queries = useQueryClient();
  const seen = useRef<Record<string, number> | undefined>(undefined);
  useEffect(() => {
    const now = counts.data as Record<string, number> | undefined;
    if (!now) return;
    const before = seen.current;
    seen.current = now;
    if (!before) return;
    for (const [name, count] of Object.entries(now)) {
      if (before[name] !== count) void queries.invalidateQueries({ queryKey: ['staff', name, 'list'] });
    }
  }, [counts.data, queries]);
  return counts;
}

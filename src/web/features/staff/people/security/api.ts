import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisableBody } from '#shared/contract/staff-security.ts';
import { ApiError } from '#web/api/client.ts';
import { dismissToast, toast } from '#web/api/toast.ts';
import { i18n } from '#web/i18n/index.ts';
import { staffApi } from '../../console/api.ts';

/* A member's own sign-in security: two-step sign-in, recovery codes and sessions. */

const securityKey = ['staff', 'security'] as const;
const sessionsKey = ['staff', 'sessions'] as const;

export function useSecurity() {
  return useQuery({
    queryKey: securityKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/security', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** After a change: the state, who the member is (the console's setup gate) and the log, asked again. */
function useRefresh() {
  const queries = useQueryClient();
  return () => {
    void queries.invalidateQueries({ queryKey: securityKey });
    void queries.invalidateQueries({ queryKey: ['staff', 'me'] });
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
  };
}

/*
 * One flow's refusals (a wrong code, then the right one): each refusal's toast is kept by its id, and
 * the flow's success closes them before it says so, rather than showing beside them.
 */
const refusals = new Set<string>();
let refusalSerial = 0;

function refused(error: Error) {
  const message = error instanceof ApiError ? error.message : i18n.t('common:errors.network');
  if (!message) return;
  refusalSerial += 1;
  const toastId = `two-factor-refused-${refusalSerial}`;
  refusals.add(toastId);
  toast.error(message, { toastId });
}

function succeeded(message: string) {
  for (const toastId of refusals) dismissToast(toastId);
  refusals.clear();
  toast.success(message);
}

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: async () => (await staffApi('POST /staff/security/two-factor/start', {})).data,
  });
}

export function useConfirmTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      staffApi('POST /staff/security/two-factor/confirm', { body: { code }, quiet: true }),
    onSuccess: ({ message }) => {
      succeeded(message);
      refresh();
    },
    onError: refused,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) =>
      staffApi('POST /staff/security/two-factor/disable', { body, quiet: true }),
    onSuccess: ({ message }) => {
      succeeded(message);
      refresh();
    },
    onError: refused,
  });
}

export function useRenewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      staffApi('POST /staff/security/recovery-codes', { body: { code }, quiet: true }),
    onSuccess: ({ message }) => {
      succeeded(message);
      refresh();
    },
    onError: refused,
  });
}

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/sessions', { signal })).data,
    staleTime: 0,
  });
}

function useSessionsChanged() {
  const queries = useQueryClient();
  return ({ message }: { message: string }) => {
    toast.success(message);
    void queries.invalidateQueries({ queryKey: sessionsKey });
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
  };
}

export function useEndSession() {
  const changed = useSessionsChanged();
  return useMutation({
    mutationFn: (id: number) => staffApi('POST /staff/sessions/:id/end', { params: { id } }),
    onSuccess: changed,
  });
}

export function useEndOtherSessions() {
  const changed = useSessionsChanged();
  return useMutation({
    mutationFn: () => staffApi('POST /staff/sessions/end-others', {}),
    onSuccess: changed,
  });
}

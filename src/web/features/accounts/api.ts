import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivationBody,
  ChangePasswordBody,
  ClientProfile,
  CodePurpose,
  EmailCheckBody,
  LoginAnswer,
  LoginBody,
  RegisterBody,
  SignedInClient,
  UpdateProfileBody,
} from '#shared/contract/clients.ts';
import { api } from '#web/api/client.ts';
import { deviceTokenFor, keepDeviceToken } from '#web/state/device-tokens.ts';
import { sessionActions, useSession } from '#web/state/session.ts';

/* The calls of the account pages (spec §7), as react-query mutations; errors toast through `api`. */

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => api('POST /register', { body }) });

/*
 * Pages keep the session themselves, after their toast and navigation: storing it re-renders the
 * guest guard, which unmounts the page, and react-query drops a gone page's callbacks.
 */

export const isSignedIn = (client: LoginAnswer['data']): client is SignedInClient => client.active;

/** A new session's device token, kept for the next sign-in from this browser (decision 039). */
function keepDevice<A extends { data: LoginAnswer['data'] }>(answer: A): A {
  if (isSignedIn(answer.data)) keepDeviceToken('client', answer.data.email, answer.data.device_token);
  return answer;
}

/** A right code activates the account; the answer carries the new session. */
export const useActivate = () =>
  useMutation({
    mutationFn: async (body: ActivationBody) => keepDevice(await api('POST /client-activation', { body })),
  });

export const useResendCode = (purpose: CodePurpose) =>
  useMutation({
    mutationFn: (email: string) => api('POST /client-resend-code', { body: { email, purpose } }),
  });

/**
 * An active account gets a session; an inactive one only a fresh code by mail. The device token of
 * an earlier sign-in with this e-mail goes along, so strangers' guesses never lock this browser out.
 */
export const useLogin = () =>
  useMutation({
    mutationFn: async (body: LoginBody) =>
      keepDevice(
        await api('POST /client-login', {
          body: { ...body, device_token: deviceTokenFor('client', body.email) },
        }),
      ),
  });

export const useEmailCheck = () =>
  useMutation({ mutationFn: (body: EmailCheckBody) => api('POST /client-email-check', { body }) });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => api('POST /client-change-password', { body }),
  });

/** Same key as the profile menu's name query, so a save renames the menu at once. */
const profileKey = (id: number) => ['clients', id];

/** The signed-in client's record; quiet, since a revoked token is announced by the login check. */
export function useProfile() {
  const { client } = useSession();
  return useQuery({
    queryKey: profileKey(client.id),
    queryFn: ({ signal }) => api('GET /clients/:id', { params: { id: client.id }, signal, quiet: true }),
    staleTime: 0,
  });
}

/**
 * PUT /clients/{id}; `keep` stores the saved record (profile query, menu name, session) and is
 * called by the page after its toast, because the fresh record re-mounts the form.
 */
export function useUpdateProfile() {
  const { client } = useSession();
  const queries = useQueryClient();
  const save = useMutation({
    mutationFn: (body: UpdateProfileBody) => api('PUT /clients/:id', { params: { id: client.id }, body }),
  });
  const keep = (saved: ClientProfile) => {
    queries.setQueryData(profileKey(client.id), { data: saved });
    sessionActions.update({ name: saved.name, email: saved.email });
  };
  return { save, keep };
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useSession } from '#web/state/session.ts';
import { api } from './client.ts';

/**
 * Asks the server whether the stored token still holds; a 401 clears the session and says
 * 'Login revoked' (handled in the client). Other failures are not the visitor's concern.
 */
export function useLoginCheck() {
  const { client, loggedIn } = useSession();
  return useQuery({
    queryKey: ['check-client-login', client.id, client.token],
    queryFn: ({ signal }) => api('GET /check-client-login', { signal, quiet: true }),
    enabled: loggedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The logged-in client's name as the server knows it, for the profile menu. */
export function useClientName() {
  const { client, loggedIn } = useSession();
  const query = useQuery({
    queryKey: ['clients', client.id],
    queryFn: ({ signal }) => api('GET /clients/:id', { params: { id: client.id }, signal, quiet: true }),
    enabled: loggedIn,
    select: (answer) => answer.data?.name,
  });
  return query.data || client.name || client.email || '';
}

/**
 * The country the logged-in client buys from, as their last digital checkout named it (its tax is
 * what their PDFs pay): null when none was named yet, undefined until known.
 */
export function useClientCountry(): number | null | undefined {
  const { client, loggedIn } = useSession();
  const query = useQuery({
    queryKey: ['clients', client.id],
    queryFn: ({ signal }) => api('GET /clients/:id', { params: { id: client.id }, signal, quiet: true }),
    enabled: loggedIn,
    select: (answer) => answer.data?.country_id ?? null,
  });
  return query.data;
}

/**
 * Revokes the token on the server (POST /client-logout), then forgets it here whatever the server
 * said, and goes home. Done here, not in the menu's callbacks: the menu is gone once the session is.
 */
export function useLogout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api('POST /client-logout', { quiet: true }),
    onSettled: () => {
      // Rendered at once, so a client-only page has already sent its redirect to /login;
      // going home afterwards overrides it.
      flushSync(() => signOut());
      void navigate('/');
    },
  });
}

/** Asks staff to deactivate the account (POST /client-deactivation-request); asking twice is harmless. */
export function useDeactivationRequest() {
  return useMutation({ mutationFn: () => api('POST /client-deactivation-request', {}) });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnswerOf, EndpointKey } from '#shared/contract/endpoints.ts';
import { ApiError, api, type CallOptions, type CallSettings } from '#web/api/client.ts';
import { staffSignedOut, staffStore } from '#web/state/staff.ts';

/* The console's calls: always with the staff token, never the reader's. */

/**
 * Calls the API as the signed-in staff member. A 401 means the staff session is over (expired,
 * revoked, member deactivated): the console forgets it and shows the login form again.
 */
const untypedApi = api as (endpoint: EndpointKey, options: CallSettings) => Promise<unknown>;

export async function staffApi<K extends EndpointKey>(
  endpoint: K,
  options: CallOptions<K>,
): Promise<AnswerOf<K>> {
  const sent = staffStore.get().token;
  try {
    // K's parts as the caller gave them, with the staff token; typed by this function's own signature.
    return (await untypedApi(endpoint, { ...options, bearer: sent })) as AnswerOf<K>;
  } catch (error) {
    // Only the session that failed: a sign-in made meanwhile in another tab stays.
    if (error instanceof ApiError && error.status === 401 && staffStore.get().token === sent) {
      staffStore.set(staffSignedOut);
    }
    throw error;
  }
}

/**
 * A page of a console list: asked for on every visit, so a change made a moment ago shows, while the page
 * before stays on screen until the next one comes.
 */
export function useStaffList<T>(
  queryKey: readonly unknown[],
  fetchPage: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

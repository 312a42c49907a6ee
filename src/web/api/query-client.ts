import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;

/** The app-wide reading of spec §7: no retries, no refetch on focus; data stays fresh for five minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: FIVE_MINUTES },
      mutations: { retry: false },
    },
  });
}

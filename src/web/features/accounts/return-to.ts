import { type NavigateOptions, useLocation, useNavigate } from 'react-router-dom';

/*
 * A reader sent to log in by a page of their own (`state.from`, set by the client-only guard) keeps
 * that page as their destination through every account page they pass on the way: register,
 * activation, forgotten password, new password, login. Whichever signs them in, they land there.
 */

/** The navigation state that carries the page the reader is on their way to, if any. */
export function useReturnState(): { from: unknown } | undefined {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return from ? { from } : undefined;
}

/** Navigates between the account pages without losing where the reader was going. */
export function useAccountNavigate() {
  const navigate = useNavigate();
  const state = useReturnState();
  return (to: string, options: NavigateOptions = {}) => navigate(to, { ...options, state });
}

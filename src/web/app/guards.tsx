import { type Location, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '#web/state/session.ts';

/** Where ClientOnly was sending the visitor before it asked them to log in; home otherwise. */
export function afterSignIn(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname) return '/home';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Login, register and friends: a logged-in client has no business there and goes home, or back to
 * the page that sent them to log in (the moment a login succeeds, this guard is what moves them).
 */
export function GuestOnly() {
  const { loggedIn } = useSession();
  const location = useLocation();
  return loggedIn ? <Navigate to={afterSignIn(location.state)} replace /> : <Outlet />;
}

/** Pages of the client's own: visitors are sent to log in; `state.from` says where they were going. */
export function ClientOnly() {
  const { loggedIn } = useSession();
  const location = useLocation();
  return loggedIn ? <Outlet /> : <Navigate to="/login" replace state={{ from: location }} />;
}

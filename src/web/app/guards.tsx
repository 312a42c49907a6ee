import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '#web/state/session.ts';

/** Login, register and friends: a logged-in client has no business there and goes home. */
export function GuestOnly() {
  const { loggedIn } = useSession();
  return loggedIn ? <Navigate to="/home" replace /> : <Outlet />;
}

/** Pages of the client's own: visitors are sent to log in; `state.from` says where they were going. */
export function ClientOnly() {
  const { loggedIn } = useSession();
  const location = useLocation();
  return loggedIn ? <Outlet /> : <Navigate to="/login" replace state={{ from: location }} />;
}

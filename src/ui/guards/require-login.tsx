import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../app-state/app-state-context';

/** Renders the route only for a signed-in user; anyone else goes to /login and comes back after. */
export function RequireLogin() {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}

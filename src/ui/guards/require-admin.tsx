import { Navigate, Outlet } from 'react-router-dom';
import { useCurrentUser } from '../app-state/app-state-context';

/** Renders the route only for a user with isAdmin true; anyone else goes to /login. */
export function RequireAdmin() {
  const user = useCurrentUser();
  if (!user?.isAdmin) return <Navigate to="/login" replace />;
  return <Outlet />;
}

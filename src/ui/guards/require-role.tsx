import { Navigate, Outlet } from 'react-router-dom';
import type { User } from '../../core/domain/user';
import { useCurrentUser } from '../app-state/app-state-context';

export type Role = 'admin' | 'user';

export function rolesOf(user: User | null): Role[] {
  if (!user) return [];
  return user.isAdmin ? ['admin', 'user'] : ['user'];
}

/** Renders the route only when the signed-in user holds one of the allowed roles; otherwise /login. */
export function RequireRole({ allowed }: { allowed: Role[] }) {
  const user = useCurrentUser();
  if (!rolesOf(user).some((role) => allowed.includes(role))) return <Navigate to="/login" replace />;
  return <Outlet />;
}

import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { User } from '../../core/domain/user';
import { useCurrentUser } from '../app-state/app-state-context';
import { GuardRedirect } from './guard-redirect';

/**
 * The roles a user holds. The account has one flag, isAdmin, so an admin is also a user and
 * nobody else is an admin; a further role (an assistant who may see bookings but not write
 * articles) would be named here, and the pages that take it would list it in `allowed`.
 */
export type Role = 'admin' | 'user';

export function rolesOf(user: User | null): Role[] {
  if (!user) return [];
  return user.isAdmin ? ['admin', 'user'] : ['user'];
}

/**
 * Renders its page (its children, or the nested route) only when the signed-in user holds one
 * of the allowed roles; anyone else goes to /login, a signed-in user with the reason.
 */
export function RequireRole({ allowed, children }: { allowed: Role[]; children?: ReactNode }) {
  const user = useCurrentUser();
  if (!rolesOf(user).some((role) => allowed.includes(role))) return <GuardRedirect refusal={user ? 'role' : null} />;
  return <>{children ?? <Outlet />}</>;
}

/** The consultant's own pages (editing an article, the schedule, all bookings, refunds): the admin's. */
export const CONSULTANT_ROLES: Role[] = ['admin'];

import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../app-state/app-state-context';
import { GuardRedirect } from './guard-redirect';

/**
 * Renders its page (its children, or the nested route) only for a user with isAdmin true;
 * anyone else goes to /login, a signed-in user with the reason.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  if (!user?.isAdmin) return <GuardRedirect refusal={user ? 'admin' : null} />;
  return <>{children ?? <Outlet />}</>;
}

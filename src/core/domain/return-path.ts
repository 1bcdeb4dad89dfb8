/** Where the consultant's work starts: an admin who signs in with nowhere else to go lands here. */
export const ADMIN_LANDING_PATH = '/dashboard';

/**
 * `path` when it is a path inside this site to return to after signing in; null for anything
 * else (another site, `//host`, a script URL, /login itself), so nobody is sent off-site.
 */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // control characters (a tab or newline inside "//") would let a browser read it as another host
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  if (path === '/login' || path.startsWith('/login?') || path.startsWith('/login#')) return null;
  return path;
}

/**
 * The page the login guard (or the booking screen) asked to return to, from the `from` it left
 * in the navigation state (a path string or a location object); null when it left none usable.
 */
export function requestedReturnPath(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return safeReturnPath(typeof from === 'string' ? from : locationPath(from));
}

/** Where to go after signing in, from the navigation state: the requested page, or home. */
export function returnPathFrom(state: unknown): string {
  return requestedReturnPath(state) ?? '/';
}

/**
 * Where a visitor lands once signed in: the page they asked to return to; otherwise the
 * dashboard for the admin, whose work starts there, and home for everyone else.
 */
export function landingAfterSignIn(next: string | null, user: { isAdmin: boolean }): string {
  return next ?? (user.isAdmin ? ADMIN_LANDING_PATH : '/');
}

function locationPath(from: unknown): string | null {
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string') return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

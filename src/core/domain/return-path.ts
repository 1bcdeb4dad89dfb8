/**
 * Where to go after signing in: the `from` the login guard (or the booking screen) left in the
 * navigation state — a path string or a location object — when it is a path inside this site;
 * anything else (another site, `//host`, a script URL, /login itself) goes home.
 */
export function returnPathFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  const path = typeof from === 'string' ? from : locationPath(from);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (path === '/login' || path.startsWith('/login?')) return '/';
  return path;
}

function locationPath(from: unknown): string | null {
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string') return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

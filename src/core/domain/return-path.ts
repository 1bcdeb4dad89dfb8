/**
 * Where to go after signing in: the `from` the login guard (or the booking screen) left in the
 * navigation state, when it is a path inside this site; anything else (another site, `//host`,
 * a script URL) goes home.
 */
export function returnPathFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (from === '/login' || from.startsWith('/login?')) return '/';
  return from;
}

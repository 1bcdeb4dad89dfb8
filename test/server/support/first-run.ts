/** What a production server is started with in the tests: its secret, the sandbox bank allowed, one trusted proxy, a public address. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a production secret of at least thirty-two characters',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  TRUST_PROXY: '1',
  PUBLIC_URL: 'https://moshaver.example',
};

/** Every set-up code printed in a server's log, in the order printed: what the operator copies. */
export function codesInLog(log: string, publicUrl = PRODUCTION_ENV.PUBLIC_URL): string[] {
  const pattern = new RegExp(`${publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/setup\\?code=([A-Za-z0-9_-]+)`, 'g');
  return [...log.matchAll(pattern)].map((match) => match[1]);
}

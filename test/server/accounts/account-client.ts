import { startTestServer, type TestServer } from '../support/test-server';
import { call, type JsonAnswer } from '../support/http';

export const USER_KEYS = ['_id', 'bio', 'email', 'firstName', 'isAdmin', 'isProfileComplete', 'lastName', 'mobile', 'mobileVerified'];
export const PERSIAN = /[\u0600-\u06FF]/;
export const PASSWORD = 'correct horse 1';

export interface AccountClient {
  readonly server: TestServer;
  /** every answer the file's tests got, for the check that none carries a secret */
  readonly answers: JsonAnswer[];
  api(method: string, path: string, options?: Parameters<typeof call>[2]): Promise<JsonAnswer>;
  newEmail(): string;
  /** a new account (201 checked), its user, session cookie and email */
  signUp(email?: string, password?: string): Promise<{ user: any; cookie: string; email: string }>;
  userCount(): Promise<number>;
}

/**
 * A server behind one trusted proxy for the file's tests (started before them, closed after),
 * and a client that calls it. Every sign-up comes from an address of its own (through the
 * proxy), unless a test names one: the limit per address has tests of its own.
 */
export function accountClient(): AccountClient {
  let server: TestServer | undefined;
  const answers: JsonAnswer[] = [];
  let counter = 0;
  let address = 0;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => server?.close());

  const client: AccountClient = {
    get server() {
      if (!server) throw new Error('the account server starts in beforeAll');
      return server;
    },
    answers,
    async api(method, path, options = {}) {
      if (path === '/api/auth/signup' && !options.headers?.['x-forwarded-for']) {
        options = {
          ...options,
          headers: { ...options.headers, 'x-forwarded-for': `198.18.${Math.floor(++address / 250)}.${address % 250}` },
        };
      }
      const answer = await call(`${client.server.url}${path}`, method, options);
      answers.push(answer);
      return answer;
    },
    newEmail: () => `person${++counter}@example.com`,
    async signUp(email = client.newEmail(), password = PASSWORD) {
      const answer = await client.api('POST', '/api/auth/signup', { body: { email, password } });
      expect(answer.status).toBe(201);
      return { user: answer.body, cookie: answer.cookie!, email };
    },
    async userCount() {
      return Number(
        (
          await client.server.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    },
  };
  return client;
}

/** The file's last test: no answer it got carried a password or a hash. */
export function itSendsNoSecret(client: AccountClient, atLeast: number): void {
  it('never sends a password hash or a password in any answer', () => {
    expect(client.answers.length).toBeGreaterThanOrEqual(atLeast);
    for (const answer of client.answers) {
      expect(answer.text).not.toMatch(/argon2|password|hash/i);
    }
  });
}

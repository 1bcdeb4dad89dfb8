import { Writable } from 'node:stream';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

describe("the server's log", () => {
  let server: TestServer;
  let user: SignedInUser;
  const written: string[] = [];
  const lines = (): LogLine[] =>
    written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    server = await startTestServer({ logger: { level: 'info', stream } });
    user = await signInDirectly(server.db, { email: 'logged@example.com' });
  });
  afterAll(async () => server.close());
  beforeEach(() => {
    written.length = 0;
  });

  it("is JSON with one request id on every line of a request, the proxy's own id kept and echoed", async () => {
    const answer = await fetch(`${server.url}/api/health/live`, { headers: { 'x-request-id': 'edge-7f3a.42' } });
    expect(answer.headers.get('x-request-id')).toBe('edge-7f3a.42');
    const mine = lines().filter((line) => line.reqId === 'edge-7f3a.42');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[0].req).toMatchObject({ method: 'GET', url: '/api/health/live' });
    expect(mine[1].res).toMatchObject({ statusCode: 200 });
  });

  it('makes up its own id when none comes or the one that comes could forge a log line', async () => {
    const ids = [];
    for (const incoming of [undefined, 'two words', 'x"},{"level":60', 'a'.repeat(200)]) {
      const answer = await fetch(`${server.url}/api/health/live`, { headers: incoming === undefined ? {} : { 'x-request-id': incoming } });
      ids.push(answer.headers.get('x-request-id'));
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(4);
    expect(written.join('')).not.toContain('two words');
  });

  it("writes the route's pattern, never the bank's Authority, a query's values, a cookie or a body", async () => {
    const authority = 'A000000000000000000000000000SECRETAUTH1';
    await fetch(`${server.url}/api/payments/by-authority/${authority}`, {
      headers: { cookie: user.cookie, authorization: 'Bearer top-secret-bearer' },
    });
    await fetch(`${server.url}/payment/callback?Authority=${authority}&Status=OK`, { headers: { cookie: user.cookie } });
    await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'logged@example.com', password: 'a-very-secret-passphrase' }),
    });
    await fetch(`${server.url}/reset-password?token=reset-token-secret-123`);
    const urls = lines().flatMap((line) => (line.req ? [`${line.req.method} ${line.req.url}`] : []));
    expect(urls).toEqual([
      'GET /api/payments/by-authority/:authority',
      'GET /payment/callback?Authority=…&Status=…',
      'POST /api/auth/signin',
      'GET /reset-password?token=…',
    ]);
    const all = written.join('');
    for (const secret of [
      authority,
      'top-secret-bearer',
      user.cookie.split('=')[1],
      'a-very-secret-passphrase',
      'reset-token-secret-123',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

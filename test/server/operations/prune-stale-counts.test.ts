import { jobRunnerFor } from '../../../server/jobs/start-jobs';
import { call } from '../support/http';
import { startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'correct horse 1';
const MINUTE = 60 * 1000;

describe('the counts of ended sign-in, sign-up and code-request windows are pruned by a job, once across processes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server.close());

  const api = (path: string, body: unknown, from: string) =>
    call(`${server.url}${path}`, 'POST', { body, headers: { 'x-forwarded-for': from } });
  const rows = async () => ({
    signIn: (await server.db.selectFrom('limit_windows').select('key').where('scope', '=', 'sign-in').execute()).length,
    signUp: (await server.db.selectFrom('limit_windows').select('key').where('scope', '=', 'sign-up').execute()).length,
    codeRequests: (await server.db.selectFrom('account_code_requests').select('key').execute()).length,
  });
  const prune = () => server.deps.staleCounts.prune(server.clock.now());

  it('drops each count once its own window has ended, keeps the live ones, and the limits go on refusing meanwhile', async () => {
    expect((await api('/api/auth/signup', { email: 'owner@example.com', password: PASSWORD }, '198.51.100.1')).status).toBe(201);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api('/api/auth/signin', { email: 'owner@example.com', password: 'wrong password' }, '198.51.100.2')).status).toBe(401);
    }
    expect((await api('/api/auth/password-reset/request', { email: 'owner@example.com' }, '198.51.100.3')).status).toBe(200);
    const counted = await rows();
    expect(counted).toEqual({ signIn: expect.any(Number), signUp: expect.any(Number), codeRequests: expect.any(Number) });
    expect(Math.min(counted.signIn, counted.signUp, counted.codeRequests)).toBeGreaterThan(0);

    // a minute on, every window is live: nothing goes, and an unknown device is still refused
    server.clock.advance(MINUTE);
    expect(await prune()).toEqual({ windows: 0, codeRequests: 0 });
    expect(await rows()).toEqual(counted);
    const refused = await api('/api/auth/signin', { email: 'owner@example.com', password: PASSWORD }, '198.51.100.4');
    expect(refused.status).toBe(429);

    // past the sign-in window (15 minutes) its counts go; sign-ups and code requests count for an hour
    server.clock.advance(15 * MINUTE);
    expect(await prune()).toEqual({ windows: counted.signIn, codeRequests: 0 });
    expect(await rows()).toEqual({ ...counted, signIn: 0 });
    expect((await api('/api/auth/signin', { email: 'owner@example.com', password: PASSWORD }, '198.51.100.4')).status).toBe(200);

    server.clock.advance(45 * MINUTE);
    expect(await prune()).toEqual({ windows: counted.signUp, codeRequests: counted.codeRequests });
    expect(await rows()).toEqual({ signIn: 0, signUp: 0, codeRequests: 0 });
  });

  it('runs on the job runner once across two processes at a time, and again only when an hour has passed', async () => {
    const first = jobRunnerFor(server.deps, server.app.log);
    const second = jobRunnerFor(server.deps, server.app.log);
    await server.db
      .insertInto('account_code_requests')
      .values({ key: 'ip:198.51.100.9', created_at: new Date(server.clock.now().getTime() - 2 * 60 * MINUTE) })
      .execute();

    const [ranFirst, ranSecond] = await Promise.all([first.runDue(), second.runDue()]);
    expect([ranFirst, ranSecond].filter((ran) => ran.includes('prune-stale-counts'))).toHaveLength(1);
    expect((await rows()).codeRequests).toBe(0);

    await server.db
      .insertInto('account_code_requests')
      .values({ key: 'ip:198.51.100.9', created_at: new Date(server.clock.now().getTime() - 2 * 60 * MINUTE) })
      .execute();
    server.clock.advance(30 * MINUTE);
    expect([...(await first.runDue()), ...(await second.runDue())]).not.toContain('prune-stale-counts');
    expect((await rows()).codeRequests).toBe(1);

    server.clock.advance(31 * MINUTE);
    expect([...(await first.runDue()), ...(await second.runDue())].filter((name) => name === 'prune-stale-counts')).toHaveLength(1);
    expect((await rows()).codeRequests).toBe(0);
  });
});

import { gracefulShutdown } from '../../../server/http/graceful-shutdown';
import { startTestServer, type TestServer } from '../support/test-server';

/** readiness that takes `ms` to answer: a request still in flight when the signal comes; `done` hears when its handler has its answer */
const slowHealth = (ms: number, done: () => void = () => {}) => ({
  pendingMigrations: () => new Promise<string[]>((resolve) => setTimeout(() => (done(), resolve([])), ms).unref()),
});

describe('stopping on SIGTERM', () => {
  let server: TestServer;
  const order: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      dependencies: (deps) => ({ ...deps, health: slowHealth(700, () => order.push('request answered')) }),
    });
  });
  afterAll(async () => server.close().catch(() => undefined));

  it('finishes a request in flight, refuses new connections, stops the jobs, then closes the database', async () => {
    const slow = fetch(`${server.url}/api/health/ready`).then(async (answer) => ({ status: answer.status, body: await answer.json() }));
    // the signal comes once the server is answering it (a fixed wait lost the race on a busy machine: the request came after the signal, 503)
    while (server.app.requestsInFlight.count() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const graceMs = 10_000;
    const shutdown = gracefulShutdown({
      app: server.app,
      jobs: { stop: async () => void order.push('jobs stopped') },
      db: { destroy: async () => void order.push('database closed') },
      graceMs,
    });
    const started = Date.now();
    const stopping = shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();
    await stopping;
    // the answered request's kept-alive connection is closed once its answer is out, not at the deadline
    expect(Date.now() - started).toBeLessThan(graceMs);
    expect(await slow).toEqual({ status: 200, body: { ok: true, database: 'ok', pendingMigrations: [] } });
    expect(order).toEqual(['jobs stopped', 'request answered', 'database closed']);
    // a second signal waits for the same shutdown
    await shutdown('SIGINT');
    expect(order.filter((step) => step === 'database closed')).toHaveLength(1);
  });

  it('keeps the database open for a handler still running after its client hung up', async () => {
    const order: string[] = [];
    const slowReadiness = {
      pendingMigrations: () => new Promise<string[]>((resolve) => setTimeout(() => (order.push('handler done'), resolve([])), 700).unref()),
    };
    const site = await startTestServer({ dependencies: (deps) => ({ ...deps, health: slowReadiness }) });
    const hangUp = new AbortController();
    const request = fetch(`${site.url}/api/health/ready`, { signal: hangUp.signal }).catch(() => 'hung up');
    while (site.app.requestsInFlight.count() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    hangUp.abort();
    expect(await request).toBe('hung up');
    await gracefulShutdown({
      app: site.app,
      jobs: { stop: async () => {} },
      db: { destroy: async () => void order.push('database closed') },
    })('SIGTERM');
    expect(order).toEqual(['handler done', 'database closed']);
    expect(site.app.requestsInFlight.count()).toBe(0);
    await site.close().catch(() => undefined);
  });

  it('cuts a request that outlives the grace period instead of hanging', async () => {
    const stuck = await startTestServer({ dependencies: (deps) => ({ ...deps, health: slowHealth(60_000) }) });
    const request = fetch(`${stuck.url}/api/health/ready`).then(
      (answer) => answer.status,
      () => 'connection cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await gracefulShutdown({ app: stuck.app, jobs: { stop: async () => {} }, db: { destroy: async () => {} }, graceMs: 300 })('SIGTERM');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await request).toBe('connection cut');
    await stuck.close().catch(() => undefined);
  });
});

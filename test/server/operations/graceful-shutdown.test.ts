import { gracefulShutdown } from '../../../server/http/graceful-shutdown';
import { startTestServer, type TestServer } from '../support/test-server';

/** readiness that takes `ms` to answer: a request still in flight when the signal comes */
const slowHealth = (ms: number) => ({ pendingMigrations: () => new Promise<string[]>((resolve) => setTimeout(() => resolve([]), ms).unref()) });

describe('stopping on SIGTERM', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dependencies: (deps) => ({ ...deps, health: slowHealth(700) }) });
  });
  afterAll(async () => server.close().catch(() => undefined));

  it('finishes a request in flight, refuses new connections, stops the jobs, then closes the database', async () => {
    const order: string[] = [];
    const slow = fetch(`${server.url}/api/health/ready`).then(async (answer) => {
      order.push('request answered');
      return { status: answer.status, body: await answer.json() };
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const shutdown = gracefulShutdown({
      app: server.app,
      jobs: { stop: async () => void order.push('jobs stopped') },
      db: { destroy: async () => void order.push('database closed') },
    });
    const stopping = shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();
    await stopping;
    expect(await slow).toEqual({ status: 200, body: { ok: true, database: 'ok', pendingMigrations: [] } });
    expect(order).toEqual(['jobs stopped', 'request answered', 'database closed']);
    // a second signal waits for the same shutdown
    await shutdown('SIGINT');
    expect(order.filter((step) => step === 'database closed')).toHaveLength(1);
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

import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 20_000;

/** How often, while stopping, connections left idle by an answer that has gone out are closed. */
const IDLE_SWEEP_MS = 50;

export interface ShutdownParts {
  app: FastifyInstance;
  /** the job runner: stops its timer and waits for a job under way */
  jobs: { stop(): Promise<void> };
  /** the database, closed last */
  db: { destroy(): Promise<void> };
  graceMs?: number;
}

/**
 * Stopping on SIGTERM/SIGINT: the server stops accepting (new requests on open connections get
 * 503), requests in flight finish (their handlers too, when the client has already hung up), the
 * job runner stops, then the database closes. A request still running after the grace period
 * has its connection cut, so a stuck one cannot hold the process past the container's own
 * deadline. Returns once everything is closed; a second call waits for the first.
 */
export function gracefulShutdown({ app, jobs, db, graceMs = SHUTDOWN_GRACE_MS }: ShutdownParts): (signal: string) => Promise<void> {
  let closing: Promise<void> | null = null;
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      let graceOver: () => void = () => {};
      const pastGrace = new Promise<void>((resolve) => (graceOver = resolve));
      const deadline = setTimeout(() => {
        app.log.warn({ graceMs }, 'requests still in flight after the grace period: closing their connections');
        app.server.closeAllConnections();
        graceOver();
      }, graceMs);
      deadline.unref();
      // a kept-alive connection whose answer has gone out is closed at once, not at the deadline
      const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      await Promise.all([app.close(), jobs.stop()]).finally(() => clearInterval(sweep));
      // a client that hung up has no connection left to wait for, but its handler may still be
      // writing: the database stays open until it has answered, or the grace period is over
      await Promise.race([app.requestsInFlight.settled(), pastGrace]);
      clearTimeout(deadline);
      await db.destroy();
      app.log.info('shut down');
    })();
    return closing;
  };
}

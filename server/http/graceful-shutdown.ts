import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 20_000;

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
 * 503), requests in flight finish, the job runner stops, then the database closes. A request
 * still running after the grace period has its connection cut, so a stuck one cannot hold the
 * process past the container's own deadline. Returns once everything is closed; a second call
 * waits for the first.
 */
export function gracefulShutdown({ app, jobs, db, graceMs = SHUTDOWN_GRACE_MS }: ShutdownParts): (signal: string) => Promise<void> {
  let closing: Promise<void> | null = null;
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      const deadline = setTimeout(() => {
        app.log.warn({ graceMs }, 'requests still in flight after the grace period: closing their connections');
        app.server.closeAllConnections();
      }, graceMs);
      deadline.unref();
      await Promise.all([app.close(), jobs.stop()]);
      clearTimeout(deadline);
      await db.destroy();
      app.log.info('shut down');
    })();
    return closing;
  };
}

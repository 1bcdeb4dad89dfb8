import { endpoint } from '../endpoint';

/** Readiness: the database answers and has every migration this build knows. */
export interface Readiness {
  ok: boolean;
  database: 'ok' | 'unreachable';
  /** migrations this build has and the database has not run (empty when ready) */
  pendingMigrations: string[];
}

/** The server's own endpoints: is it up, and can it serve. */
export const systemApi = {
  /** a bare answer, as it always was: for the benchmark's baseline and old load balancer settings */
  health: endpoint<{ ok: true }>()({ method: 'GET', path: '/api/health' }),
  /** liveness: the process answers; touches no database (a restart would not help a database that is down) */
  live: endpoint<{ ok: true }>()({ method: 'GET', path: '/api/health/live' }),
  /** readiness: 200 when the database answers with every migration applied, 503 otherwise */
  ready: endpoint<Readiness>()({ method: 'GET', path: '/api/health/ready' }),
};

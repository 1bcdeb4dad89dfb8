import os from 'node:os';
import autocannon from 'autocannon';
import { offeredTypesWithSlots } from './support/offered-types';
import { startServerProcess } from './support/server-process';

const CONNECTIONS = 100;
const DURATION_S = 10;

export interface LoadRow {
  route: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  non2xx: number;
  /** the machine's one-minute load average as the route's run began (other work skews every figure) */
  'load 1m': number;
}

async function measure(route: string, url: string): Promise<LoadRow> {
  const load = Math.round(os.loadavg()[0] * 10) / 10;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    route,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    'load 1m': load,
  };
}

/**
 * The public read routes under 100 concurrent connections for 10 s each, beside a bare JSON
 * route of the same server in the same run, and the home page as the server renders it; the server is a separate process on the embedded
 * database with demo data, as `npm start` runs it.
 */
export async function runLoad(): Promise<LoadRow[]> {
  const server = await startServerProcess();
  try {
    const types = await offeredTypesWithSlots(server.url);
    const type = types.find((each) => each.availableDates.length > 0)!;
    const date = type.availableDates[0].date;
    return [
      await measure('GET /api/health (bare JSON)', `${server.url}/api/health`),
      await measure('GET /api/reservationtypes', `${server.url}/api/reservationtypes`),
      await measure('GET /api/reservations/by-date', `${server.url}/api/reservations/by-date?date=${date}&reservationTypeId=${type._id}`),
      await measure('GET /api/post/getposts', `${server.url}/api/post/getposts`),
      // not in the target: each page is rendered anew on the server (React, styled-components)
      await measure('GET / (page rendered on the server)', `${server.url}/`),
    ];
  } finally {
    await server.stop();
  }
}

export function printLoad(rows: LoadRow[]): void {
  console.log(
    `\nLoad: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route (target: 0 errors, p99 < 50 ms), ${os.cpus().length} cores`,
  );
  console.table(rows);
  console.log(`load 1m: the machine's load average as each route began; the previous route's own run adds up to about 2`);
  const bare = rows[0];
  for (const row of rows.slice(1)) {
    console.log(
      `${row.route}: ${(row['req/s'] / bare['req/s']).toFixed(2)} of the bare route's throughput, p99 ${row['p99 ms']} ms vs ${bare['p99 ms']} ms`,
    );
  }
}

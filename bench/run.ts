// npm run bench: the availability route under load, against a bare JSON route of the same server.
// The server runs in its own process (embedded PGlite with demo data) so the load generator does
// not share its event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 100;
const DURATION_S = 10;
const ROOT = path.resolve(__dirname, '..');

interface Measure {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start within 60 s');
}

async function measure(label: string, url: string): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_CONTENT: 'true', NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp(url, server);
    const types = (await (await fetch(`${url}/api/reservationtypes`)).json()) as { data: Array<{ _id: string; availableDates: Array<{ date: string }> }> };
    const type = types.data[1] ?? types.data[0];
    const date = type.availableDates[0].date;
    const byDate = `${url}/api/reservations/by-date?date=${date}&reservationTypeId=${type._id}`;

    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per route, server on PGlite with demo data\n`);
    const results = [await measure('GET /api/health (bare JSON)', `${url}/api/health`), await measure('GET /api/reservations/by-date', byDate)];
    console.table(
      results.map((r) => ({ route: r.label, 'req/s': Math.round(r.requestsPerSecond), 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, non2xx: r.non2xx })),
    );
    const [bare, availability] = results;
    console.log(`by-date / bare: ${(availability.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} of the throughput, p99 ${(availability.p99 / Math.max(bare.p99, 1)).toFixed(2)}x`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

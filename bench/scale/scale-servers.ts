import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toBusinessWallClock } from '../../src/core/domain/business-time';
import { scaleSizesFromEnvironment } from '../../server/seed/scale/scale-sizes';
import { createScratchDatabase } from '../../test/server/support/scratch-postgres';
import { ROOT, startServerProcess, type ServerProcess } from '../support/server-process';

/** A demo server and a scale server on one kind of database, measured side by side. */
export interface ServerPair {
  database: 'PGlite' | 'PostgreSQL';
  demo: ServerProcess;
  scale: ServerProcess;
  stop(): Promise<void>;
}

const CACHE = path.join(ROOT, '.bench-cache');

/** What the scale folder depends on: the schema, the seed's code and sizes, and the day it was seeded (slots run from it). */
function scaleKey(): string {
  const hash = createHash('sha256');
  for (const dir of ['server/db/migrations', 'server/seed/scale']) {
    for (const file of fs.readdirSync(path.join(ROOT, dir)).sort()) hash.update(file).update(fs.readFileSync(path.join(ROOT, dir, file)));
  }
  hash.update(JSON.stringify(scaleSizesFromEnvironment())).update(toBusinessWallClock(Date.now()).date);
  return hash.digest('hex').slice(0, 16);
}

function seed(env: Record<string, string>): number {
  const started = performance.now();
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/seed-scale.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  if (status !== 0) throw new Error('seed:scale failed');
  return (performance.now() - started) / 1000;
}

/** The embedded pair: demo data in a new folder; the scale data set seeded once into `.bench-cache/scale-<key>` and copied for each run (a server writes to its folder). */
export async function embeddedPair(): Promise<ServerPair> {
  const cached = path.join(CACHE, `scale-${scaleKey()}`);
  if (!fs.existsSync(path.join(cached, 'seeded'))) {
    // an older schema's or day's folder is of no further use
    if (fs.existsSync(CACHE))
      for (const old of fs.readdirSync(CACHE))
        if (old.startsWith('scale-')) fs.rmSync(path.join(CACHE, old), { recursive: true, force: true });
    const seconds = seed({ DATA_DIR: cached });
    fs.writeFileSync(path.join(cached, 'seeded'), `${seconds.toFixed(1)}\n`);
  }
  console.log(`scale folder ${path.relative(ROOT, cached)} (seeded in ${fs.readFileSync(path.join(cached, 'seeded'), 'utf8').trim()} s)`);
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-scale-'));
  fs.cpSync(cached, copy, { recursive: true });
  fs.rmSync(path.join(copy, 'seeded'));
  const demo = await startServerProcess({ env: { LOG_LEVEL: 'error' } });
  const scale = await startServerProcess({ dataDir: copy, env: { LOG_LEVEL: 'error', SEED_DEMO_CONTENT: 'false' } });
  return {
    database: 'PGlite',
    demo,
    scale,
    async stop() {
      await Promise.all([demo.stop(), scale.stop()]);
      fs.rmSync(copy, { recursive: true, force: true });
      fs.rmSync(demo.dataDir, { recursive: true, force: true });
    },
  };
}

/** The same on two scratch databases of the PostgreSQL server `serverUrl` names (seeded anew each run). */
export async function postgresPair(serverUrl: string): Promise<ServerPair> {
  const demoDb = await createScratchDatabase(serverUrl, 'bench_demo');
  const scaleDb = await createScratchDatabase(serverUrl, 'bench_scale');
  console.log(`seed:scale on PostgreSQL took ${seed({ DATABASE_URL: scaleDb.url }).toFixed(1)} s`);
  const demo = await startServerProcess({ env: { LOG_LEVEL: 'error', DATABASE_URL: demoDb.url } });
  const scale = await startServerProcess({ env: { LOG_LEVEL: 'error', DATABASE_URL: scaleDb.url, SEED_DEMO_CONTENT: 'false' } });
  return {
    database: 'PostgreSQL',
    demo,
    scale,
    async stop() {
      await Promise.all([demo.stop(), scale.stop()]);
      await Promise.all([demoDb.drop(), scaleDb.drop()]);
      fs.rmSync(demo.dataDir, { recursive: true, force: true });
      fs.rmSync(scale.dataDir, { recursive: true, force: true });
    },
  };
}

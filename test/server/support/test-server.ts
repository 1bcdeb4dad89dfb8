import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from './scratch-postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { openDatabase, migrateToLatest, type AppDatabase } from '../../../server/db/database';
import type { ServerDependencies } from '../../../server/server-dependencies';
import { seedDemoContent } from '../../../server/seed/seed-demo-content';
import { FakeServerClock } from './fake-server-clock';
import { choosePaymentGateway } from '../../../server/payments/choose-payment-gateway';
import { Argon2PasswordHasher } from '../../../server/adapters/argon2-password-hasher';
import { DiskFileStorage } from '../../../server/adapters/disk-file-storage';
import { DataVersions, readDataVersions } from '../../../server/http/data-versions';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: AppDatabase;
  deps: ServerDependencies;
  clock: FakeServerClock;
  config: ServerConfig;
  close(): Promise<void>;
}

export interface TestServerOptions {
  seed?: boolean;
  now?: string;
  /** run on the real clock (browser tests, where the page reads the real time) */
  realClock?: boolean;
  env?: Record<string, string>;
  /** replace or add dependencies (a fake gateway, say) before the app is built */
  dependencies?: (deps: ServerDependencies) => ServerDependencies;
}

/**
 * A real server on a free loopback port with a fresh database: PGlite in memory, or a new
 * database on the PostgreSQL server that TEST_DATABASE_URL names (CI runs both).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-test-'));
  const fresh = await freshDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', SEED_DEMO_CONTENT: 'false', ...options.env });
  const clock = options.realClock ? FakeServerClock.following() : new FakeServerClock(options.now ?? '2026-11-22T08:30:00Z');
  await migrateToLatest(fresh.db);
  if (options.seed) await seedDemoContent(fresh.db, clock.now(), config.uploadDir);
  const base: ServerDependencies = {
    config,
    db: fresh.db,
    clock,
    paymentGateway: choosePaymentGateway(config),
    passwordHasher: new Argon2PasswordHasher(),
    files: new DiskFileStorage(config.uploadDir),
    dataVersions: new DataVersions(readDataVersions(fresh.db)),
  };
  const deps = options.dependencies ? options.dependencies(base) : base;
  const app = await buildApp(deps, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db: fresh.db,
    deps,
    clock,
    config,
    async close() {
      await app.close();
      await fresh.db.destroy();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(): Promise<{ db: AppDatabase; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { db: openDatabase({ databaseUrl: null, dataDir: null }), drop: async () => {} };
  const scratch = await createScratchDatabase(serverUrl);
  return { db: openDatabase({ databaseUrl: scratch.url, dataDir: null }), drop: scratch.drop };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from './scratch-postgres';
import { migratedImage } from './migrated-image';
import { migratedTemplate } from './migrated-template-postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { openDatabase, migrateToLatest, type AppDatabase } from '../../../server/db/database';
import type { ServerDependencies } from '../../../server/server-dependencies';
import { seedDemoContent } from '../../../server/seed/seed-demo-content';
import { FakeServerClock } from './fake-server-clock';
import { KyselyJobLeases } from '../../../server/jobs/kysely-job-leases';
import {
  composeAccount,
  composeBooking,
  composeBusiness,
  composeContact,
  composeContent,
  composeDaysOff,
  composeCalendarFeed,
  composeOutsideCalendars,
  composeNotices,
  composeNotifications,
  composeSchedule,
  composeStaleCounts,
  composeStatistics,
  composeSiteImages,
  composePageTexts,
  composeSite,
  composeProviders,
} from '../../../server/composition-root';
import { composeReports } from '../../../server/composition/compose-reports';
import { withDocuments } from '../../../server/composition/compose-documents';
import { composeTax } from '../../../server/composition/compose-tax-invoices';
import { bookingNoticesFor } from '../../../server/modules/notices';
import { composeFileStorage, composeUploads } from '../../../server/composition/compose-file-storage';
import { KyselyDatabaseHealth } from '../../../server/adapters/kysely-database-health';
import { DataVersions, readDataVersions } from '../../../server/http/data-versions';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: AppDatabase;
  deps: ServerDependencies;
  clock: FakeServerClock;
  config: ServerConfig;
  /** the PostgreSQL database's URL; null on the embedded database */
  databaseUrl: string | null;
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
  /**
   * a second server on that server's database, as a second process would be: its own connections
   * on PostgreSQL; on the embedded database (one process only) the same database object
   */
  sameDatabaseAs?: TestServer;
  /** Fastify's logger options (a `stream` to read what the server logs); none by default */
  logger?: object;
}

/**
 * A real server on a free loopback port with a fresh database: PGlite in memory, or a new
 * database on the PostgreSQL server that TEST_DATABASE_URL names (CI runs both).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-test-'));
  const fresh = options.sameDatabaseAs ? sharedDatabase(options.sameDatabaseAs) : await freshDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', SEED_DEMO_CONTENT: 'false', ...options.env });
  const clock = options.realClock ? FakeServerClock.following() : new FakeServerClock(options.now ?? '2026-11-22T08:30:00Z');
  await migrateToLatest(fresh.db);
  const storage = composeFileStorage(config);
  if (options.seed) await seedDemoContent(fresh.db, clock.now(), storage);
  const dataVersions = new DataVersions(readDataVersions(fresh.db));
  const { site, siteProfile } = composeSite(fresh.db, dataVersions);
  const notifications = composeNotifications(config, fresh.db, siteProfile);
  const notices = composeNotices(fresh.db);
  // as in production: every booking's confirmation, cancellation and move queues its messages
  const listener = bookingNoticesFor(
    { notices, notifications, clock, config, siteProfile },
    { warn: (details, message) => app.log.warn(details, message) },
  );
  const booking = composeBooking(config, fresh.db, clock, listener);
  const base: ServerDependencies = withDocuments(fresh.db, {
    config,
    clock,
    jobLeases: new KyselyJobLeases(fresh.db),
    booking,
    schedule: composeSchedule(fresh.db),
    content: composeContent(fresh.db),
    account: composeAccount(fresh.db, clock, config.authSecret),
    notifications,
    notices,
    business: composeBusiness(fresh.db),
    daysOff: composeDaysOff(fresh.db),
    calendarFeed: composeCalendarFeed(fresh.db, config.authSecret),
    outsideCalendars: composeOutsideCalendars(fresh.db, config),
    contact: composeContact(fresh.db, clock, siteProfile),
    siteImages: composeSiteImages(),
    pageTexts: composePageTexts(fresh.db),
    site,
    siteProfile,
    storage,
    files: composeUploads(storage),
    dataVersions,
    health: new KyselyDatabaseHealth(fresh.db),
    staleCounts: composeStaleCounts(fresh.db),
    statistics: composeStatistics(fresh.db),
    providers: composeProviders(config, fresh.db, booking, notifications),
    ...composeTax(config, fresh.db),
    reports: composeReports(fresh.db),
  });
  const deps = options.dependencies ? options.dependencies(base) : base;
  const app = await buildApp(deps, { logger: options.logger ?? false });
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
    databaseUrl: fresh.url,
    async close() {
      await app.close();
      await listener.settled();
      await fresh.release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface TestDatabase {
  db: AppDatabase;
  url: string | null;
  /** closes the connections and drops what this server created */
  release(): Promise<void>;
}

async function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = openDatabase({ databaseUrl: null, dataDir: null, startFrom: await migratedImage() });
    return { db, url: null, release: () => db.destroy() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'test', await migratedTemplate(serverUrl));
  const db = openDatabase({ databaseUrl: scratch.url, dataDir: null });
  return {
    db,
    url: scratch.url,
    async release() {
      await db.destroy();
      await scratch.drop();
    },
  };
}

function sharedDatabase(first: TestServer): TestDatabase {
  if (!first.databaseUrl) return { db: first.db, url: null, release: async () => {} };
  const db = openDatabase({ databaseUrl: first.databaseUrl, dataDir: null });
  return { db, url: first.databaseUrl, release: () => db.destroy() };
}

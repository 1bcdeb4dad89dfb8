import { migrateToLatest, openDatabase, type AppDatabase } from '../../../server/db/database';
import { SandboxGateway } from '../../../server/modules/booking/adapters/kysely-sandbox-gateway';
import { FakeServerClock } from '../support/fake-server-clock';
import { createScratchDatabase } from '../support/scratch-postgres';

export const CALLBACK = 'http://127.0.0.1:3000/payment/callback';
export const PRICE = 480_000;
export const MINUTE = 60 * 1000;

export interface TestDatabase {
  db: AppDatabase;
  /** another connection to the same database, as a second server process would have */
  secondConnection(): AppDatabase;
  release(): Promise<void>;
}

/** A fresh database: PGlite in memory, or a scratch database on the server TEST_DATABASE_URL names. */
async function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = openDatabase({ databaseUrl: null, dataDir: null });
    await migrateToLatest(db);
    // The embedded database serves one process only, so a second "process" shares its object.
    return { db, secondConnection: () => db, release: () => db.destroy() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'sandbox');
  const db = openDatabase({ databaseUrl: scratch.url, dataDir: null });
  await migrateToLatest(db);
  const others: AppDatabase[] = [];
  return {
    db,
    secondConnection() {
      const other = openDatabase({ databaseUrl: scratch.url, dataDir: null });
      others.push(other);
      return other;
    },
    async release() {
      await Promise.all([db, ...others].map((each) => each.destroy()));
      await scratch.drop();
    },
  };
}

/**
 * A sandbox gateway on a fresh database for each test file, emptied and on a fresh clock before
 * each test; `requested` and `paid` make payments in those states.
 */
export function useSandboxGateway() {
  const world = {} as { database: TestDatabase; clock: FakeServerClock; gateway: SandboxGateway };
  beforeAll(async () => {
    world.database = await freshDatabase();
  });
  afterAll(async () => world.database.release());
  beforeEach(async () => {
    await world.database.db.deleteFrom('sandbox_payments').execute();
    world.clock = new FakeServerClock('2026-11-22T08:30:00Z');
    world.gateway = new SandboxGateway(world.database.db, world.clock);
  });
  const requested = async (amount = PRICE) => (await world.gateway.request(amount, CALLBACK, 'رزرو مشاوره', {})).authority;
  const paid = async (amount = PRICE) => {
    const authority = await requested(amount);
    await world.gateway.decide(authority, 'pay');
    return authority;
  };
  return Object.assign(world, { requested, paid });
}

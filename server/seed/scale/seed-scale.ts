import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import { toBusinessWallClock } from '../../../src/core/domain/business-time';
import { isEmptyDatabase } from '../seed-demo-content';
import { pastBookings } from './seed-scale-bookings';
import { seedScaleCalendar } from './seed-scale-calendar';
import { seedScaleContent } from './seed-scale-content';
import { seedScaleCustomers, seedScaleWriter } from './seed-scale-customers';
import type { ScaleSeeding } from './scale-stores';
import type { ScaleSizes } from './scale-sizes';

/** Said when the database already holds anything: the scale data set is only for an empty one. */
export const NOT_EMPTY_MESSAGE =
  'این پایگاه داده خالی نیست؛ داده‌های مقیاس فقط در پایگاه داده‌ای خالی ساخته می‌شوند. / ' +
  'The database is not empty: the scale data set is written only into an empty database.';

export class ScaleDatabaseNotEmpty extends Error {
  constructor() {
    super(NOT_EMPTY_MESSAGE);
    this.name = 'ScaleDatabaseNotEmpty';
  }
}

/** What the database holds afterwards, counted back. */
export interface ScaleCounts {
  articles: number;
  categories: number;
  types: number;
  slots: number;
  futureSlots: number;
  reservations: number;
  customers: number;
}

/** Fills an empty, migrated database with the scale data set through the project's stores, and counts it back. */
export async function seedScale(
  db: AppDatabase,
  seeding: ScaleSeeding,
  sizes: ScaleSizes,
  now: Date,
  progress: (step: string) => void = () => {},
): Promise<ScaleCounts> {
  if (!(await isEmptyDatabase(db)) || (await db.selectFrom('users').select('id').limit(1).execute()).length > 0)
    throw new ScaleDatabaseNotEmpty();
  const today = toBusinessWallClock(now).date;
  const writerId = await seedScaleWriter(db, seeding, now);
  progress('articles');
  await seedScaleContent(db, seeding, sizes, writerId, now);
  progress('types and slots');
  const types = await seedScaleCalendar(db, seeding, sizes, today, now);
  progress('customers');
  const customers = await seedScaleCustomers(db, seeding, sizes.customers, now);
  progress('reservations');
  await seeding.storesOn(db).bookingHistory.importPast(pastBookings(sizes.reservations, types, customers, sizes.slotsPerDay, today));
  progress('statistics');
  // as the daily upkeep job would have by the fifth year (PGlite runs no autovacuum)
  await sql`VACUUM (ANALYZE)`.execute(db);
  return countScale(db, today, writerId);
}

async function countScale(db: AppDatabase, today: string, writerId: string): Promise<ScaleCounts> {
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);
  return {
    articles: await count(db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n'))),
    categories: await count(db.selectFrom('categories').select((eb) => eb.fn.countAll().as('n'))),
    types: await count(db.selectFrom('reservation_types').select((eb) => eb.fn.countAll().as('n'))),
    slots: await count(db.selectFrom('time_slots').select((eb) => eb.fn.countAll().as('n'))),
    futureSlots: await count(
      db
        .selectFrom('time_slots')
        .where('date', '>=', today)
        .select((eb) => eb.fn.countAll().as('n')),
    ),
    reservations: await count(db.selectFrom('reservations').select((eb) => eb.fn.countAll().as('n'))),
    customers: await count(
      db
        .selectFrom('users')
        .where('id', '<>', writerId)
        .select((eb) => eb.fn.countAll().as('n')),
    ),
  };
}

import { sql } from 'kysely';
import { composeScaleSeeding } from '../../../server/composition-root';
import { benchSearchWords } from '../../../server/seed/scale/persian-corpus';
import { SCALE, type ScaleSizes } from '../../../server/seed/scale/scale-sizes';
import { NOT_EMPTY_MESSAGE, seedScale, type ScaleCounts } from '../../../server/seed/scale/seed-scale';
import { addDays, toBusinessWallClock } from '../../../src/core/domain/business-time';
import { call } from '../support/http';
import { startTestServer, type TestServer } from '../support/test-server';

/** The scale data set, shrunk: the same shapes and rules, few enough rows for the suite. */
const SMALL: ScaleSizes = {
  ...SCALE,
  articles: 60,
  categories: 3,
  types: 2,
  daysAhead: 5,
  slots: 2 * 5 * 12 + 10,
  reservations: 300,
  customers: 20,
};

describe('npm run seed:scale, shrunk (both databases)', () => {
  let server: TestServer;
  let counts: ScaleCounts;

  beforeAll(async () => {
    server = await startTestServer();
    counts = await seedScale(server.db, composeScaleSeeding(), SMALL, server.clock.now());
  }, 120_000);
  afterAll(() => server.close());

  it('writes exactly the sizes asked for, and counts them back', () => {
    expect(counts).toEqual({ articles: 60, categories: 3, types: 2, slots: 130, futureSlots: 120, reservations: 300, customers: 20 });
  });

  it('keeps the one calendar: no two live reservations overlap, and the paid ones carry their payment', async () => {
    const overlapping = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reservations a JOIN reservations b ON a.id < b.id
      AND a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')
      AND tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)`.execute(server.db);
    expect(overlapping.rows[0].n).toBe(0);
    const confirmed = await server.db
      .selectFrom('reservations')
      .leftJoin('payments', 'payments.id', 'reservations.payment_id')
      .select(['reservations.date', 'payments.status as paid'])
      .where('reservations.status', '=', 'confirmed')
      .execute();
    expect(confirmed.length).toBeGreaterThan(50);
    expect(confirmed.every((row) => row.paid === 'paid' && row.date < toBusinessWallClock(server.clock.now()).date)).toBe(true);
  });

  it('refuses a database that holds anything, in Persian and English, and changes nothing', async () => {
    await expect(seedScale(server.db, composeScaleSeeding(), SMALL, server.clock.now())).rejects.toThrow(NOT_EMPTY_MESSAGE);
    expect(NOT_EMPTY_MESSAGE).toMatch(/پایگاه داده خالی نیست/);
    const posts = await server.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(posts.n)).toBe(60);
  });

  it('answers a search for one of the known words and a type read with its slots afterwards', async () => {
    const search = await call(`${server.url}/api/post/getposts?searchTerm=${encodeURIComponent(benchSearchWords().common[0])}`, 'GET');
    expect(search.status).toBe(200);
    expect(search.body.totalPosts).toBeGreaterThan(0);
    const types = await call(`${server.url}/api/reservationtypes`, 'GET');
    const tomorrow = addDays(toBusinessWallClock(server.clock.now()).date, 1);
    const type = await call(
      `${server.url}/api/reservationtypes/${types.body.data[0]._id}?from=${tomorrow}&to=${addDays(tomorrow, 2)}`,
      'GET',
    );
    expect(type.status).toBe(200);
    expect(type.body.availableDates.map((day: { date: string }) => day.date)).toContain(tomorrow);
  });
});

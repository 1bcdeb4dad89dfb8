import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { bookRequest, insertType } from './booking-support';

const CONTENDERS = 200;
// Hundreds of sign-ins and requests on one shared machine; the embedded database takes its time.
const RACE_TIMEOUT_MS = 180_000;

describe('many people booking one slot at once', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it(
    'lets exactly one of 200 concurrent requests win and gives the rest a clear 409',
    async () => {
      server = await startTestServer();
      const typeId = await insertType(server.db, { slots: [['2026-11-23', '10:00']] });
      const users = await Promise.all(Array.from({ length: CONTENDERS }, () => signInDirectly(server.db)));
      const responses = await Promise.all(
        users.map((user) => bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: '2026-11-23', timeSlot: '10:00' })),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(CONTENDERS - 1);
      const messages = new Set(await Promise.all(responses.filter((r) => r.status === 409).map(async (r) => (await r.json()).message)));
      expect([...messages]).toEqual(['این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید']);
      const active = await server.db.selectFrom('reservations').select('id').where('status', '=', 'pending').execute();
      expect(active).toHaveLength(1);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'still lets exactly one win when they all race to replace a lapsed hold',
    async () => {
      await server?.close();
      server = await startTestServer();
      const typeId = await insertType(server.db, { slots: [['2026-11-23', '11:00']] });
      const lapsedAt = new Date(server.clock.now().getTime() - 7 * 60 * 1000);
      await server.db
        .insertInto('reservations')
        .values({
          reservation_type_id: typeId,
          date: '2026-11-23',
          time: '11:00',
          status: 'pending',
          price: 0,
          user_id: null,
          cancel_reason: null,
          created_at: lapsedAt,
          updated_at: lapsedAt,
        })
        .execute();
      const users = await Promise.all(Array.from({ length: 50 }, () => signInDirectly(server.db)));
      const statuses = (
        await Promise.all(
          users.map((user) => bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: '2026-11-23', timeSlot: '11:00' })),
        )
      ).map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      const rows = await server.db.selectFrom('reservations').select('status').orderBy('created_at').execute();
      expect(rows.map((row) => row.status)).toEqual(['expired', 'pending']);
    },
    RACE_TIMEOUT_MS,
  );
});

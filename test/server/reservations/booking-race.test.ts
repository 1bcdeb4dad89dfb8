import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { bookRequest, insertType } from './booking-support';

const CONTENDERS = 200;

describe('many people booking one slot at once', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it('lets exactly one of 200 concurrent requests win and gives the rest a clear 409', async () => {
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
  });
});

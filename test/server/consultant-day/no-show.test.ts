import { addDays, toBusinessWallClock } from '../../../src/core/domain/business-time';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { insertReservation, insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';

// Days are chosen from the server's clock: yesterday has passed, tomorrow has not.
describe('the no-show mark on a past confirmed session', () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  let customerApi: ReturnType<typeof jsonClient>;
  const ids: Record<string, string> = {};

  const row = async (id: string) =>
    (await api('GET', '/api/reservations')).body.data.find((booking: { _id: string }) => booking._id === id);

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await signInDirectly(server.db, { isAdmin: true });
    const customer = await signInDirectly(server.db, { email: 'sara@example.com' });
    api = jsonClient(server.url, admin.cookie);
    customerApi = jsonClient(server.url, customer.cookie);
    const typeId = await insertType(server.db, { title: 'مشاوره مالی' });
    const today = toBusinessWallClock(server.clock.now()).date;
    const at = (date: string, status: 'confirmed' | 'pending' | 'cancelled') =>
      insertReservation(server.db, { typeId, userId: customer.id, date, time: '10:00', status, createdAt: server.clock.now() });
    ids.past = await at(addDays(today, -1), 'confirmed');
    ids.future = await at(addDays(today, 1), 'confirmed');
    ids.pastCancelled = await at(addDays(today, -2), 'cancelled');
    ids.pending = await at(addDays(today, 2), 'pending');
  });
  afterAll(async () => server.close());

  it('marks a past confirmed session, shows it in the table and the CSV, and takes the mark back', async () => {
    const marked = await api('POST', `/api/reservations/${ids.past}/no-show`);
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe('جلسه با علامت «نیامد» ثبت شد');
    expect((await row(ids.past)).noShowAt).toBe(server.clock.now().toISOString());
    const csv = (await api('GET', '/api/reservations/export.csv')).body as string;
    const line = csv.split('\r\n').find((text) => text.includes('"تأیید شده"') && text.endsWith('"نیامد"'));
    expect(line).toBeDefined();

    const cleared = await api('DELETE', `/api/reservations/${ids.past}/no-show`);
    expect(cleared.body.message).toBe('علامت «نیامد» برداشته شد');
    expect((await row(ids.past)).noShowAt).toBeNull();
  });

  it.each([
    ['a future session', 'future', 'فقط جلسه‌ای را که زمانش گذشته است می‌توان «نیامد» علامت زد'],
    ['a cancelled one', 'pastCancelled', 'فقط رزرو قطعی را می‌توان «نیامد» علامت زد'],
    ['a pending one', 'pending', 'فقط رزرو قطعی را می‌توان «نیامد» علامت زد'],
  ])('refuses %s in Persian and changes nothing', async (_, key, message) => {
    const refused = await api('POST', `/api/reservations/${ids[key]}/no-show`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(message);
    expect((await row(ids[key])).noShowAt).toBeNull();
  });

  it('answers an unknown reservation with not found, and a customer not at all', async () => {
    expect((await api('POST', '/api/reservations/not-an-id/no-show')).status).toBe(404);
    expect((await api('POST', '/api/reservations/00000000-0000-4000-8000-000000000000/no-show')).body.message).toBe('رزرو پیدا نشد');
    expect((await customerApi('POST', `/api/reservations/${ids.past}/no-show`)).status).toBe(403);
    expect((await row(ids.past)).noShowAt).toBeNull();
  });
});

import { SERVICE_ID_MESSAGE } from '../../../src/core/domain/tax/service-id';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { jsonClient } from '../support/json-client';

/** Each reservation type's 13-digit goods/service ID (شناسه کالا/خدمت) for its e-invoices: the consultant's only. */
describe("a reservation type's goods/service ID", () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  const fields = (title: string, more: Record<string, unknown> = {}) => ({ title, price: 0, session: { mode: 'phone' }, ...more });
  const adminTypes = async () => (await api('GET', '/api/reservationtypes/admin/all')).body.data as Array<Record<string, unknown>>;
  const count = async () => (await server.db.selectFrom('reservation_types').select('id').execute()).length;

  beforeAll(async () => {
    server = await startTestServer();
    api = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
  });
  afterAll(async () => server.close());

  it('keeps the ID typed in Persian digits as Latin ones, shows it in the admin list and never to customers', async () => {
    const created = await api('POST', '/api/reservationtypes', fields('مشاوره مالیاتی', { taxServiceId: '۲۷۱۰۰۰۰۱۳۸۶۲۴' }));
    expect(created).toMatchObject({ status: 201, body: { data: { taxServiceId: '2710000138624' } } });
    expect((await adminTypes()).find((type) => type._id === created.body.data._id)).toMatchObject({ taxServiceId: '2710000138624' });
    const publicAnswers = JSON.stringify([
      (await jsonClient(server.url)('GET', '/api/reservationtypes')).body,
      (await jsonClient(server.url)('GET', `/api/reservationtypes/${created.body.data._id}`)).body,
    ]);
    expect(publicAnswers).toContain('مشاوره مالیاتی');
    expect(publicAnswers).not.toContain('2710000138624');
    expect(publicAnswers).not.toContain('taxServiceId');
  });

  it('is optional: a type without one has none, and a save with an empty one clears it', async () => {
    const created = await api('POST', '/api/reservationtypes', fields('بی‌شناسه', { taxServiceId: '٢٧١٠٠٠٠١٣٨٦٢٤' }));
    expect(created.body.data.taxServiceId).toBe('2710000138624');
    const id = created.body.data._id;
    expect((await api('PUT', `/api/reservationtypes/${id}`, fields('بی‌شناسه', { taxServiceId: '' }))).status).toBe(200);
    expect((await adminTypes()).find((type) => type._id === id)).not.toHaveProperty('taxServiceId');
    const row = await server.db.selectFrom('reservation_types').select('tax_service_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.tax_service_id).toBeNull();
  });

  it.each([
    ['twelve digits', '271000013862'],
    ['fourteen digits', '27100001386245'],
    ['letters', '27100001386AB'],
    ['a number instead of text', 2710000138624],
  ])('refuses %s in Persian and saves nothing', async (_what, taxServiceId) => {
    const before = await count();
    expect(await api('POST', '/api/reservationtypes', fields('نادرست', { taxServiceId }))).toMatchObject({
      status: 400,
      body: { message: SERVICE_ID_MESSAGE },
    });
    expect(await count()).toBe(before);
  });
});

import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { jsonClient } from '../support/json-client';

/** A type's session length and rest, and the popular mark, as the consultant sets them and customers read them. */
describe('session lengths and the popular type', () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  const fields = (title: string, more: Record<string, unknown> = {}) => ({ title, price: 0, session: { mode: 'phone' }, ...more });
  const publicTypes = async () =>
    (await jsonClient(server.url)('GET', '/api/reservationtypes')).body.data as Array<{
      title: string;
      durationMinutes: number;
      bufferMinutes: number;
      popular: boolean;
    }>;

  beforeAll(async () => {
    server = await startTestServer();
    api = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
  });
  afterAll(async () => server.close());

  it('stores the length and rest the consultant sets and shows them to customers', async () => {
    const created = await api('POST', '/api/reservationtypes', fields('تماس کوتاه', { durationMinutes: 15, bufferMinutes: 5 }));
    expect(created).toMatchObject({ status: 201, body: { data: { durationMinutes: 15, bufferMinutes: 5, popular: false } } });
    expect((await publicTypes()).find((type) => type.title === 'تماس کوتاه')).toMatchObject({
      durationMinutes: 15,
      bufferMinutes: 5,
      popular: false,
    });
  });

  it('refuses a length or rest out of range in Persian and changes nothing', async () => {
    const before = await publicTypes();
    expect(await api('POST', '/api/reservationtypes', fields('بلند', { durationMinutes: 600 }))).toMatchObject({
      status: 400,
      body: { message: 'مدت جلسه را به دقیقه، عددی از ۵ تا ۴۸۰ وارد کنید' },
    });
    expect(await api('POST', '/api/reservationtypes', fields('بی‌استراحت', { bufferMinutes: -5 }))).toMatchObject({
      status: 400,
      body: { message: 'وقت استراحت پس از جلسه را به دقیقه، عددی از ۰ تا ۲۴۰ وارد کنید' },
    });
    expect(await publicTypes()).toEqual(before);
  });

  it('keeps at most one type popular: marking another takes the mark from the first', async () => {
    const first = (await api('POST', '/api/reservationtypes', fields('مالی', { popular: true }))).body.data._id;
    const second = (await api('POST', '/api/reservationtypes', fields('مالیاتی'))).body.data._id;
    expect((await publicTypes()).filter((type) => type.popular).map((type) => type.title)).toEqual(['مالی']);
    expect((await api('PUT', `/api/reservationtypes/${second}`, fields('مالیاتی', { popular: true }))).status).toBe(200);
    expect((await publicTypes()).filter((type) => type.popular).map((type) => type.title)).toEqual(['مالیاتی']);
    const listed = await api('GET', '/api/reservationtypes/admin/all');
    expect(listed.body.data.find((type: { _id: string }) => type._id === first)).toMatchObject({ popular: false });
  });
});

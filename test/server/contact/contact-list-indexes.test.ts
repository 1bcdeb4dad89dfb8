import { startTestServer, type TestServer } from '../support/test-server';
import { plansOf, QueryRecorder } from '../support/query-plans';
import { KyselyContactMessageStore } from '../../../server/modules/contact/adapters/kysely-contact-message-store';

/** The consultant's list of messages reads through an index, whatever has piled up: all, complaints alone, or one tracking number. */
describe("the contact messages' list on the database", () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer()));
  afterAll(async () => server.close());

  it.each([
    ['newest first', { complaintsOnly: false, trackingNumber: null }, /contact_messages_newest/],
    ['complaints newest first', { complaintsOnly: true, trackingNumber: null }, /contact_messages_by_kind_newest/],
    ['by tracking number', { complaintsOnly: false, trackingNumber: '04718265' }, /contact_messages_tracking_number/],
  ])('reads %s through an index, never a scan of the table', async (_name, filter, index) => {
    const recorder = new QueryRecorder();
    await new KyselyContactMessageStore(server.db.withPlugin(recorder)).list({ ...filter, offset: 0, limit: 21 });
    const [{ plan }] = await plansOf(server.db, recorder);
    expect(plan).not.toMatch(/Seq Scan on contact_messages/);
    expect(plan).toMatch(index);
  });

  it('keeps one message per tracking number', async () => {
    const store = new KyselyContactMessageStore(server.db);
    const message = {
      name: 'نرگس',
      mobile: '09121234567',
      email: null,
      kind: 'message' as const,
      text: 'متن آزمایشی پیام',
      trackingNumber: '11112222',
      at: new Date(),
    };
    expect(await store.add(message)).not.toBeNull();
    expect(await store.add({ ...message, name: 'دیگری' })).toBeNull();
    expect(await server.db.selectFrom('contact_messages').select('name').where('tracking_number', '=', '11112222').execute()).toEqual([
      { name: 'نرگس' },
    ]);
  });
});

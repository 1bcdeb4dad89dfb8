import { startTestServer, type TestServer } from '../support/test-server';
import { plansOf, QueryRecorder } from '../support/query-plans';
import { KyselyFeedBookingReads } from '../../../server/modules/calendar-feed/adapters/kysely-feed-booking-reads';
import { KyselyFeedTokenStore } from '../../../server/modules/calendar-feed/adapters/kysely-feed-token-store';

describe("the calendar feed's reads", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
  });
  afterAll(async () => server.close());

  it('are each served by an index, never by reading a whole table', async () => {
    const recorder = new QueryRecorder();
    const db = server.db.withPlugin(recorder);
    await new KyselyFeedBookingReads(db).liveBookings('2026-10-23', new Date('2026-11-22T08:24:00Z'), 2000);
    await new KyselyFeedTokenStore(db).opens('0'.repeat(64));
    expect(recorder.nodes).toHaveLength(2);
    for (const { query, plan } of await plansOf(server.db, recorder)) {
      expect({ query, scans: plan.match(/Seq Scan on \w+/g) ?? [] }).toEqual({ query, scans: [] });
    }
  });
});

import { KyselyTaxInvoiceStore } from '../../../server/modules/tax-invoices/adapters/kysely-tax-invoice-store';
import { plansOf, QueryRecorder } from '../support/query-plans';
import { startTestServer, type TestServer } from '../support/test-server';

/** Fifth-year data: every read of the invoices (the tab's pages and filter, the job's queues) is served by an index, on both databases. */
describe("the e-invoices' reads", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
  });
  afterAll(async () => server.close());

  it('are each served by an index, never by reading a whole table', async () => {
    const recorder = new QueryRecorder();
    const store = new KyselyTaxInvoiceStore(server.db.withPlugin(recorder));
    const now = new Date('2026-11-22T08:30:00Z');
    const cursor = { createdAt: now, id: '00000000-0000-4000-8000-000000000000' };
    await store.list({ status: null, cursor: null }, 21);
    await store.list({ status: 'rejected', cursor: null }, 21);
    await store.list({ status: 'accepted', cursor }, 21);
    await store.paidBookingsWithoutInvoice(now, 50);
    await store.withMoneyReturned(50);
    await store.configurationProblems(now, 3);
    await store.claimDue('draft', now, now, 20);
    await store.claimDue('sent', now, now, 50);
    expect(recorder.nodes).toHaveLength(8);
    for (const { query, plan } of await plansOf(server.db, recorder)) {
      expect({ query, scans: plan.match(/Seq Scan on \w+/g) ?? [] }).toEqual({ query, scans: [] });
    }
  });
});

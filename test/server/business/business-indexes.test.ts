import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../support/test-server';
import { plansOf, QueryRecorder } from '../support/query-plans';
import { KyselyBusinessReads } from '../../../server/modules/business/adapters/kysely-business-reads';
import { businessWindows } from '../../../src/core/domain/business-weeks';

describe("the business view's reads", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
  });
  afterAll(async () => server.close());

  it('are each served by an index, never by reading a whole table', async () => {
    const recorder = new QueryRecorder();
    const reads = new KyselyBusinessReads(server.db.withPlugin(recorder));
    const windows = businessWindows('2026-11-22');
    await reads.agenda(windows.agenda, 10);
    await reads.weeklyTotals(windows.chart);
    await reads.totalsByType(windows.chart, 10);
    await reads.slotFill(windows.comingFill);
    await reads.refundsOwed();
    await reads.reconciling();
    expect(recorder.nodes).toHaveLength(6);
    // the check itself: a column no index covers is still read by a scan
    await sql`SELECT id FROM payments WHERE card_pan = ${'x'}`.execute(server.db.withPlugin(recorder));
    const plans = await plansOf(server.db, recorder);
    expect(plans).toHaveLength(7);
    for (const { query, plan } of plans.slice(0, 6)) {
      expect({ query, scans: plan.match(/Seq Scan on \w+/g) ?? [] }).toEqual({ query, scans: [] });
    }
    expect(plans[6].plan).toMatch(/Seq Scan on payments/);
  });
});

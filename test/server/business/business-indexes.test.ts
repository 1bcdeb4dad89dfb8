import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { startTestServer, type TestServer } from '../support/test-server';
import { KyselyBusinessReads } from '../../../server/modules/business/adapters/kysely-business-reads';
import { businessWindows } from '../../../src/core/domain/business-weeks';

/** Keeps every query the reads make, to ask the database how it would run each. */
class QueryRecorder implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery({ node }: { node: RootOperationNode }): RootOperationNode {
    this.nodes.push(node);
    return node;
  }
  async transformResult<R>({ result }: { result: R }): Promise<R> {
    return result;
  }
}

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
    await server.db.connection().execute(async (connection) => {
      // with table scans made as dear as they go, a plan that still scans a table has no index to use
      await sql`SET enable_seqscan = off`.execute(connection);
      for (const node of recorder.nodes) {
        const compiled = connection.getExecutor().compileQuery(node, { queryId: 'explain' } as never);
        const plan = await connection.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
        );
        const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect({ query: compiled.sql, scans: text.match(/Seq Scan on \w+/g) ?? [] }).toEqual({ query: compiled.sql, scans: [] });
      }
      // the check itself: a column no index covers is still read by a scan
      const control = await connection.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw('EXPLAIN SELECT id FROM payments WHERE card_pan = $1', ['x']),
      );
      expect(control.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Seq Scan on payments/);
      await sql`RESET enable_seqscan`.execute(connection);
    });
  });
});

import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { AppDatabase } from '../../../server/db/database';

/** Keeps every query an adapter makes, to ask the database afterwards how it would run each. */
export class QueryRecorder implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery({ node }: { node: RootOperationNode }): RootOperationNode {
    this.nodes.push(node);
    return node;
  }
  async transformResult<R>({ result }: { result: R }): Promise<R> {
    return result;
  }
}

/**
 * The plan of each recorded query with table scans made as dear as they go, so a plan that still
 * scans a table has no index to use.
 */
export async function plansOf(db: AppDatabase, recorder: QueryRecorder): Promise<Array<{ query: string; plan: string }>> {
  return db.connection().execute(async (connection) => {
    await sql`SET enable_seqscan = off`.execute(connection);
    const plans: Array<{ query: string; plan: string }> = [];
    for (const node of recorder.nodes) {
      const compiled = connection.getExecutor().compileQuery(node, { queryId: 'explain' } as never);
      const result = await connection.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
      );
      plans.push({ query: compiled.sql, plan: result.rows.map((row) => row['QUERY PLAN']).join('\n') });
    }
    await sql`RESET enable_seqscan`.execute(connection);
    return plans;
  });
}

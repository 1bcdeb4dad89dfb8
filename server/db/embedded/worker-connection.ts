import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import type { DatabaseThread } from './database-thread';
import { inThisRealm } from './this-realm';

/** Kysely's one connection to the embedded database: each statement goes to its thread and back. */
export class PGliteThreadConnection implements DatabaseConnection {
  constructor(private readonly thread: DatabaseThread) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const answer = await this.thread.query(compiledQuery.sql, compiledQuery.parameters);
    const rows = inThisRealm(answer.rows);
    const { affectedRows } = answer;
    // as PGlite's own dialect answered: a count only when rows were changed
    return affectedRows ? { rows: rows as R[], numAffectedRows: BigInt(affectedRows) } : { rows: rows as R[] };
  }

  /** PGlite has no cursors across the thread: the whole answer comes at once and is handed out in chunks. */
  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0) throw new Error('chunkSize must be a positive integer');
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) yield { rows: rows.slice(start, start + chunkSize) };
  }
}

import { CompiledQuery, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';
import { DatabaseThread } from './database-thread';
import { PGliteThreadConnection } from './worker-connection';

export interface PGliteThreadOptions {
  /** PGlite's data folder; null keeps the database in memory. */
  dataPath: string | null;
  /** In memory only: a dump of a data folder (PGlite's `dumpDataDir`) the database starts from instead of an empty one. */
  startFrom?: Uint8Array;
  /** Called once the database is closed (or could not be closed because its thread had died): releases DATA_DIR's lock. */
  onClosed?: () => void;
}

/**
 * The embedded database's driver. PGlite is a single session, so there is one connection and
 * it is lent to one borrower at a time, first come first served: a transaction holds it from
 * `begin` to `commit`/`rollback`, so two transactions never interleave, and the thread only
 * ever has one statement in flight.
 */
export class PGliteThreadDriver implements Driver {
  private thread: DatabaseThread | null = null;
  private connection: PGliteThreadConnection | null = null;
  private lent = false;
  private readonly waiting: ((connection: DatabaseConnection) => void)[] = [];

  constructor(private readonly options: PGliteThreadOptions) {}

  async init(): Promise<void> {
    this.thread = await DatabaseThread.start(this.options.dataPath, this.options.startFrom);
    this.connection = new PGliteThreadConnection(this.thread);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = this.connection;
    if (!connection) throw new Error('the embedded database is not open');
    if (!this.lent) {
      this.lent = true;
      return connection;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection !== this.connection) throw new Error("not the embedded database's connection");
    const next = this.waiting.shift();
    if (next) next(connection);
    else this.lent = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    try {
      await this.thread?.close();
    } finally {
      this.thread = null;
      this.connection = null;
      this.options.onClosed?.();
    }
  }
}

import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
} from 'kysely';
import { PGliteThreadDriver, type PGliteThreadOptions } from './worker-driver';

/** PostgreSQL's SQL, spoken to PGlite in a thread of its own so that a slow statement never stalls the requests. */
export class PGliteThreadDialect implements Dialect {
  constructor(private readonly options: PGliteThreadOptions) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteThreadDriver(this.options);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

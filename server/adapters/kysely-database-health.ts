import { Migrator, type MigrationProvider } from 'kysely';
import type { AppDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import type { DatabaseHealth } from '../ports/database-health';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Readiness on the real database: reads Kysely's migration table (one query) and compares it with the build's list. */
export class KyselyDatabaseHealth implements DatabaseHealth {
  constructor(private readonly db: AppDatabase) {}

  async pendingMigrations(): Promise<string[]> {
    const known = await new Migrator({ db: this.db, provider, allowUnorderedMigrations: true }).getMigrations();
    return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
  }
}

import { sql } from 'kysely';
import type { PageTextContent, PageTextSlotKey, PageTextVersion, PageTextVersionInfo } from '../../../../src/core/domain/page-texts';
import type { AppDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/postgres-errors';
import type { PageTextAuthor, PageTextStore } from '../ports/page-text-store';

type Row = { slot: string; version: number; saved_by_name: string; restored_from: number | null; created_at: Date };
type FullRow = Row & PageTextContent;

const INFO = ['slot', 'version', 'saved_by_name', 'restored_from', 'created_at'] as const;
const FULL = [...INFO, 'title', 'summary', 'body'] as const;

const infoOf = (row: Row): PageTextVersionInfo => ({
  version: row.version,
  savedAt: new Date(row.created_at).toISOString(),
  savedBy: row.saved_by_name,
  restoredFrom: row.restored_from,
});
const versionOf = (row: FullRow): PageTextVersion => ({ ...infoOf(row), title: row.title, summary: row.summary, body: row.body });

/** Two saves of one slot at once both reach for the same next number: the loser takes the one after. */
const APPEND_ATTEMPTS = 5;

/** The page texts' versions on Kysely; every read is served by the primary key (slot, version). */
export class KyselyPageTextStore implements PageTextStore {
  constructor(private readonly db: AppDatabase) {}

  async current(slots: readonly PageTextSlotKey[]): Promise<Map<PageTextSlotKey, PageTextVersion>> {
    if (slots.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('page_text_versions')
      .select(FULL)
      .distinctOn('slot')
      .where('slot', 'in', [...slots])
      .orderBy('slot')
      .orderBy('version', 'desc')
      .execute();
    return new Map(rows.map((row) => [row.slot as PageTextSlotKey, versionOf(row)]));
  }

  async versions(slot: PageTextSlotKey, limit: number): Promise<PageTextVersionInfo[]> {
    const rows = await this.db
      .selectFrom('page_text_versions')
      .select(INFO)
      .where('slot', '=', slot)
      .orderBy('version', 'desc')
      .limit(limit)
      .execute();
    return rows.map(infoOf);
  }

  async version(slot: PageTextSlotKey, version: number): Promise<PageTextVersion | null> {
    const row = await this.db
      .selectFrom('page_text_versions')
      .select(FULL)
      .where('slot', '=', slot)
      .where('version', '=', version)
      .executeTakeFirst();
    return row ? versionOf(row) : null;
  }

  async append(
    slot: PageTextSlotKey,
    content: PageTextContent,
    by: PageTextAuthor,
    restoredFrom: number | null,
  ): Promise<PageTextVersionInfo> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const row = await this.db
          .insertInto('page_text_versions')
          .columns(['slot', 'version', 'title', 'summary', 'body', 'saved_by', 'saved_by_name', 'restored_from'])
          .expression((eb) =>
            eb
              .selectFrom('page_text_versions')
              .where('slot', '=', slot)
              .select([
                sql`${slot}::text`.as('slot'),
                sql<number>`coalesce(max(version), 0) + 1`.as('version'),
                sql`${content.title}::text`.as('title'),
                sql`${content.summary}::text`.as('summary'),
                sql`${content.body}::text`.as('body'),
                sql`${by.id}::uuid`.as('saved_by'),
                sql`${by.name}::text`.as('saved_by_name'),
                sql`${restoredFrom}::integer`.as('restored_from'),
              ]),
          )
          .returning(INFO)
          .executeTakeFirstOrThrow();
        return infoOf(row);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= APPEND_ATTEMPTS) throw error;
      }
    }
  }
}

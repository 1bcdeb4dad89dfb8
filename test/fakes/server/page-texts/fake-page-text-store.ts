import type { PageTextContent, PageTextSlotKey, PageTextVersion, PageTextVersionInfo } from '../../../../src/core/domain/page-texts';
import type { PageTextAuthor, PageTextStore, RefundRuleReads } from '../../../../server/modules/page-texts';

/** The page texts' versions in memory, as the table keeps them: only ever added, numbered per slot from 1. */
export class FakePageTextStore implements PageTextStore {
  readonly rows: Array<PageTextVersion & { slot: PageTextSlotKey; savedById: string | null }> = [];

  constructor(private readonly now: () => Date = () => new Date('2026-11-22T08:30:00Z')) {}

  async current(slots: readonly PageTextSlotKey[]): Promise<Map<PageTextSlotKey, PageTextVersion>> {
    const found = new Map<PageTextSlotKey, PageTextVersion>();
    for (const row of this.rows) {
      if (!slots.includes(row.slot)) continue;
      const kept = found.get(row.slot);
      if (!kept || kept.version < row.version) found.set(row.slot, strip(row));
    }
    return found;
  }

  async versions(slot: PageTextSlotKey, limit: number): Promise<PageTextVersionInfo[]> {
    return this.rows
      .filter((row) => row.slot === slot)
      .sort((a, b) => b.version - a.version)
      .slice(0, limit)
      .map(({ version, savedAt, savedBy, restoredFrom }) => ({ version, savedAt, savedBy, restoredFrom }));
  }

  async version(slot: PageTextSlotKey, version: number): Promise<PageTextVersion | null> {
    const row = this.rows.find((kept) => kept.slot === slot && kept.version === version);
    return row ? strip(row) : null;
  }

  async append(
    slot: PageTextSlotKey,
    content: PageTextContent,
    by: PageTextAuthor,
    restoredFrom: number | null,
  ): Promise<PageTextVersionInfo> {
    const version = Math.max(0, ...this.rows.filter((row) => row.slot === slot).map((row) => row.version)) + 1;
    const row = { slot, version, ...content, savedAt: this.now().toISOString(), savedBy: by.name, savedById: by.id, restoredFrom };
    this.rows.push(row);
    return { version, savedAt: row.savedAt, savedBy: row.savedBy, restoredFrom };
  }
}

function strip(row: PageTextVersion & { slot: PageTextSlotKey; savedById: string | null }): PageTextVersion {
  const { slot: _slot, savedById: _by, ...version } = row;
  return version;
}

/** The practice's change notice, as the consultant set it. */
export class FakeRefundRules implements RefundRuleReads {
  constructor(public hours = 24) {}

  async changeNoticeHours(): Promise<number> {
    return this.hours;
  }
}

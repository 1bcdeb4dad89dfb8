import type { PageTextsAnswer } from '../../src/core/contracts/api/page-texts-api';
import {
  PAGE_TEXT_MESSAGES,
  slotsOfPage,
  type PageTextContent,
  type PageTextPage,
  type PageTextSlotKey,
  type PageTextVersion,
  type PageTextVersionInfo,
  type RefundRules,
} from '../../src/core/domain/page-texts';
import type { PageTextRepository } from '../../src/core/ports/site/page-text-repository';
import { DEMO_PAGE_TEXTS } from '../../server/seed/demo-page-texts';

type Row = PageTextVersion & { slot: PageTextSlotKey };

/**
 * The page texts in memory, as the server keeps them: the demo seed's texts as version 1 unless
 * a test starts empty, every save and restore adding the next version.
 */
export class FakePageTextRepository implements PageTextRepository {
  rows: Row[];
  saved: Array<{ slot: PageTextSlotKey; content: PageTextContent }> = [];
  failWith: string | null = null;

  constructor(
    seed: Array<[PageTextSlotKey, PageTextContent]> = DEMO_PAGE_TEXTS,
    public rules: RefundRules = { changeNoticeHours: 24, holdMinutes: 6, bankReverseMinutes: 30 },
  ) {
    this.rows = seed.map(([slot, content]) => ({
      slot,
      version: 1,
      ...content,
      savedAt: '2026-11-01T08:00:00Z',
      savedBy: 'محتوای نمونه',
      restoredFrom: null,
    }));
  }

  async page(page: PageTextPage): Promise<Omit<PageTextsAnswer, 'success'>> {
    if (this.failWith) throw new Error(this.failWith);
    const texts: PageTextsAnswer['texts'] = {};
    for (const { key, fields } of slotsOfPage(page)) {
      const found = this.newest(key);
      if (found)
        texts[key] = {
          title: fields.includes('title') ? found.title : '',
          summary: fields.includes('summary') ? found.summary : '',
          body: fields.includes('body') ? found.body : '',
        };
    }
    return page === 'refund-policy' ? { texts, rules: this.rules } : { texts };
  }

  async versions(slot: PageTextSlotKey): Promise<{ current: PageTextVersion | null; versions: PageTextVersionInfo[] }> {
    const versions = this.rows.filter((row) => row.slot === slot).sort((a, b) => b.version - a.version);
    return {
      current: this.newest(slot),
      versions: versions.map(({ version, savedAt, savedBy, restoredFrom }) => ({ version, savedAt, savedBy, restoredFrom })),
    };
  }

  async version(slot: PageTextSlotKey, version: number): Promise<PageTextVersion> {
    const row = this.rows.find((kept) => kept.slot === slot && kept.version === version);
    if (!row) throw new Error(PAGE_TEXT_MESSAGES.versionNotFound);
    return row;
  }

  async save(slot: PageTextSlotKey, content: PageTextContent): Promise<{ message: string; version: PageTextVersionInfo }> {
    this.saved.push({ slot, content });
    return { message: PAGE_TEXT_MESSAGES.saved, version: this.append(slot, content, null) };
  }

  async restore(slot: PageTextSlotKey, version: number): Promise<{ message: string; version: PageTextVersionInfo }> {
    const earlier = await this.version(slot, version);
    return { message: PAGE_TEXT_MESSAGES.restored(version), version: this.append(slot, earlier, version) };
  }

  private newest(slot: PageTextSlotKey): PageTextVersion | null {
    return this.rows.filter((row) => row.slot === slot).sort((a, b) => b.version - a.version)[0] ?? null;
  }

  private append(slot: PageTextSlotKey, content: PageTextContent, restoredFrom: number | null): PageTextVersionInfo {
    const version = (this.newest(slot)?.version ?? 0) + 1;
    const row = {
      slot,
      version,
      title: content.title,
      summary: content.summary,
      body: content.body,
      savedAt: '2026-11-22T08:30:00Z',
      savedBy: 'مشاور آزمایشی',
      restoredFrom,
    };
    this.rows.push(row);
    return { version, savedAt: row.savedAt, savedBy: row.savedBy, restoredFrom };
  }
}

import type { PageTextContent, PageTextSlotKey, PageTextVersion, PageTextVersionInfo } from '../../../../src/core/domain/page-texts';

/** Who saves: the account and its name as shown in the versions list. */
export interface PageTextAuthor {
  id: string;
  name: string;
}

/** Where the page texts' versions are kept; rows are only added. SQL lives only in its adapter. */
export interface PageTextStore {
  /** the newest version of each of these slots that has one */
  current(slots: readonly PageTextSlotKey[]): Promise<Map<PageTextSlotKey, PageTextVersion>>;
  /** a slot's versions, newest first, at most `limit` */
  versions(slot: PageTextSlotKey, limit: number): Promise<PageTextVersionInfo[]>;
  version(slot: PageTextSlotKey, version: number): Promise<PageTextVersion | null>;
  /** adds the slot's next version (one more than its newest), at once with any other save */
  append(slot: PageTextSlotKey, content: PageTextContent, by: PageTextAuthor, restoredFrom: number | null): Promise<PageTextVersionInfo>;
}

/** The practice's rules /refund-policy is written from. */
export interface RefundRuleReads {
  changeNoticeHours(): Promise<number>;
}

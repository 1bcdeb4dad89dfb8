import type { PageTextsAnswer } from '../../contracts/api/page-texts-api';
import type { PageTextContent, PageTextPage, PageTextSlotKey, PageTextVersion, PageTextVersionInfo } from '../../domain/page-texts';

/** The consultant's page texts: a page's for everyone, a slot's versions for the consultant. Rejections carry the server's Persian message. */
export interface PageTextRepository {
  page(page: PageTextPage): Promise<Omit<PageTextsAnswer, 'success'>>;
  versions(slot: PageTextSlotKey): Promise<{ current: PageTextVersion | null; versions: PageTextVersionInfo[] }>;
  version(slot: PageTextSlotKey, version: number): Promise<PageTextVersion>;
  /** the version saved and the server's confirmation */
  save(slot: PageTextSlotKey, content: PageTextContent): Promise<{ message: string; version: PageTextVersionInfo }>;
  restore(slot: PageTextSlotKey, version: number): Promise<{ message: string; version: PageTextVersionInfo }>;
}

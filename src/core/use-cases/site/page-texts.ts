import type { PageTextsAnswer } from '../../contracts/api/page-texts-api';
import {
  keptFields,
  pageTextError,
  pageTextSlot,
  type PageTextContent,
  type PageTextPage,
  type PageTextSlotKey,
  type PageTextVersion,
  type PageTextVersionInfo,
} from '../../domain/page-texts';
import type { PageTextRepository } from '../../ports/site/page-text-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

export type LoadedPageTexts = Omit<PageTextsAnswer, 'success'>;

/** A public page's texts (the slots the consultant has written so far). */
export class LoadPageTexts {
  constructor(private readonly texts: PageTextRepository) {}

  execute(page: PageTextPage): Promise<Outcome<LoadedPageTexts>> {
    return attempt(() => this.texts.page(page), '');
  }
}

/** A slot's current text and the list of its versions, for the consultant. */
export class LoadPageTextVersions {
  constructor(private readonly texts: PageTextRepository) {}

  execute(slot: PageTextSlotKey): Promise<Outcome<{ current: PageTextVersion | null; versions: PageTextVersionInfo[] }>> {
    return attempt(() => this.texts.versions(slot), '');
  }
}

/** One earlier version of a slot, to look at. */
export class LoadPageTextVersion {
  constructor(private readonly texts: PageTextRepository) {}

  execute(slot: PageTextSlotKey, version: number): Promise<Outcome<PageTextVersion>> {
    return attempt(() => this.texts.version(slot, version), '');
  }
}

/** Saves a slot's text; what is plainly wrong (no title, too long) is refused without asking the server. */
export class SavePageText {
  constructor(private readonly texts: PageTextRepository) {}

  async execute(slot: PageTextSlotKey, content: PageTextContent): Promise<Outcome<PageTextVersionInfo>> {
    const error = pageTextError(pageTextSlot(slot), keptFields(pageTextSlot(slot), content));
    if (error) return refused(error);
    const outcome = await attempt(
      () => this.texts.save(slot, content),
      ({ message }) => message,
    );
    return outcome.ok ? { ok: true, value: outcome.value.version, message: outcome.message } : outcome;
  }
}

/** Brings an earlier version back as the slot's newest. */
export class RestorePageTextVersion {
  constructor(private readonly texts: PageTextRepository) {}

  async execute(slot: PageTextSlotKey, version: number): Promise<Outcome<PageTextVersionInfo>> {
    const outcome = await attempt(
      () => this.texts.restore(slot, version),
      ({ message }) => message,
    );
    return outcome.ok ? { ok: true, value: outcome.value.version, message: outcome.message } : outcome;
  }
}

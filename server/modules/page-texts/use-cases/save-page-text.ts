import { sanitizeArticleHtml } from '../../../../src/core/domain/sanitize-article-html';
import {
  PAGE_TEXT_MESSAGES as M,
  keptFields,
  pageTextError,
  pageTextSlot,
  type PageTextContent,
  type PageTextSlotKey,
  type PageTextVersionInfo,
} from '../../../../src/core/domain/page-texts';
import { plainTitle } from '../../content';
import type { PageTextPorts } from '../ports/page-texts-ports';
import { knownSlot, requireConsultant, type PageTextActor } from './page-text-actor';
import { Refusal } from '../../refusal';

type Saved = { message: string; version: PageTextVersionInfo };

const same = (a: PageTextContent, b: PageTextContent) => a.title === b.title && a.summary === b.summary && a.body === b.body;

/**
 * Adds a slot's next version unless it says what the current one does. Title and summary are
 * kept as plain text, the body as the article sanitizer keeps an article's; nothing is saved
 * when a field is wrong.
 */
async function appendVersion(
  ports: Pick<PageTextPorts, 'store'>,
  actor: PageTextActor,
  key: PageTextSlotKey,
  sent: PageTextContent,
  restoredFrom: number | null,
): Promise<PageTextVersionInfo> {
  const slot = pageTextSlot(key);
  const content = keptFields(slot, {
    title: plainTitle(sent.title),
    summary: plainTitle(sent.summary),
    body: sanitizeArticleHtml(sent.body),
  });
  const error = pageTextError(slot, content);
  if (error) throw new Refusal('invalid', error);
  const current = (await ports.store.current([key])).get(key);
  if (current && same(current, content)) throw new Refusal('invalid', M.unchanged);
  return ports.store.append(key, content, { id: actor.id, name: actor.name }, restoredFrom);
}

/** The consultant saves a slot's text; the version before it stays in the list. */
export class SavePageText {
  constructor(private readonly ports: Pick<PageTextPorts, 'store'>) {}

  async execute(actor: PageTextActor | null, slot: string, content: PageTextContent): Promise<Saved> {
    const consultant = requireConsultant(actor);
    const version = await appendVersion(this.ports, consultant, knownSlot(slot), content, null);
    return { message: M.saved, version };
  }
}

/** The consultant brings an earlier version back: it becomes the slot's newest version, and nothing is lost. */
export class RestorePageTextVersion {
  constructor(private readonly ports: Pick<PageTextPorts, 'store'>) {}

  async execute(actor: PageTextActor | null, slot: string, version: number): Promise<Saved> {
    const consultant = requireConsultant(actor);
    const key = knownSlot(slot);
    const earlier = Number.isInteger(version) && version > 0 ? await this.ports.store.version(key, version) : null;
    if (!earlier) throw new Refusal('not-found', M.versionNotFound);
    const saved = await appendVersion(this.ports, consultant, key, earlier, earlier.version);
    return { message: M.restored(earlier.version), version: saved };
  }
}

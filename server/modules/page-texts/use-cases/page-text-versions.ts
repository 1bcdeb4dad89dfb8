import {
  PAGE_TEXT_MESSAGES as M,
  PAGE_TEXT_VERSIONS_LISTED,
  type PageTextVersion,
  type PageTextVersionInfo,
} from '../../../../src/core/domain/page-texts';
import type { PageTextPorts } from '../ports/page-texts-ports';
import { knownSlot, requireConsultant, type PageTextActor } from './page-text-actor';
import { Refusal } from '../../refusal';

/** A slot's current text and its versions (who saved each, when), for the consultant. */
export class ListPageTextVersions {
  constructor(private readonly ports: Pick<PageTextPorts, 'store'>) {}

  async execute(actor: PageTextActor | null, slot: string): Promise<{ current: PageTextVersion | null; versions: PageTextVersionInfo[] }> {
    requireConsultant(actor);
    const key = knownSlot(slot);
    const [current, versions] = await Promise.all([
      this.ports.store.current([key]),
      this.ports.store.versions(key, PAGE_TEXT_VERSIONS_LISTED),
    ]);
    return { current: current.get(key) ?? null, versions };
  }
}

/** One earlier version of a slot, to look at before restoring it. */
export class ReadPageTextVersion {
  constructor(private readonly ports: Pick<PageTextPorts, 'store'>) {}

  async execute(actor: PageTextActor | null, slot: string, version: number): Promise<PageTextVersion> {
    requireConsultant(actor);
    const found = Number.isInteger(version) && version > 0 ? await this.ports.store.version(knownSlot(slot), version) : null;
    if (!found) throw new Refusal('not-found', M.versionNotFound);
    return found;
  }
}

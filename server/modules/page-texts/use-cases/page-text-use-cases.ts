import type { PageTextPorts } from '../ports/page-texts-ports';
import { ListPageTextVersions, ReadPageTextVersion } from './page-text-versions';
import { ReadPageTexts } from './read-page-texts';
import { RestorePageTextVersion, SavePageText } from './save-page-text';

/** Every use case of the module, built once with the module's ports. */
export function pageTextUseCases(ports: PageTextPorts) {
  return {
    readPageTexts: new ReadPageTexts(ports),
    listVersions: new ListPageTextVersions(ports),
    readVersion: new ReadPageTextVersion(ports),
    save: new SavePageText(ports),
    restore: new RestorePageTextVersion(ports),
  };
}

export type PageTextUseCases = ReturnType<typeof pageTextUseCases>;

import type { DataVersions } from '../../../http/data-versions';
import type { Clock } from '../../../ports/clock';
import type { FileStorage } from '../../../ports/file-storage';
import type { SiteProfileSource } from '../../../ports/site-profile-source';
import type { ContentPorts } from '../ports/content-ports';

/** What the module's routes use of the server's dependencies (the server gives all of them). */
export interface ContentRouteDeps {
  content: ContentPorts;
  files: FileStorage;
  clock: Clock;
  /** what the article list's kept answers check before they are sent again */
  dataVersions: DataVersions;
  config: { publicUrl: string };
  /** the site's name and description in the feed */
  siteProfile: SiteProfileSource;
}

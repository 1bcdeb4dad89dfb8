import type { SiteStore } from './site-store';

/** The module's ports; the composition root gives the real ones, tests may give others. */
export interface SitePorts {
  store: SiteStore;
}

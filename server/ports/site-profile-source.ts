import type { SiteProfile } from '../../src/core/domain/site-profile';

/**
 * The consultant's identity as it stands now, for whatever the server writes in the
 * practice's name (pages' meta, receipts, calendar files, SMS and e-mail texts). Reads are
 * kept with the data version, so a change in the dashboard shows at once everywhere.
 */
export interface SiteProfileSource {
  current(): Promise<SiteProfile>;
}

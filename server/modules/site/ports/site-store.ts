import type { SiteProfileChange } from '../../../../src/core/contracts/api/site-api';
import type { SiteProfileInput } from '../../../../src/core/contracts/api/site-profile-schema';
import type { SiteProfile } from '../../../../src/core/domain/site-profile';

/** Who saved, when, and which fields their save changed. */
export interface SiteProfileChangeInput {
  at: Date;
  userId: string;
  by: string;
  fields: string[];
}

/** Where the site's profile and its log are kept. SQL lives only in its adapter. */
export interface SiteStore {
  /** the profile as kept; the blank one while nothing has been saved */
  read(): Promise<SiteProfile>;
  /** keeps the texts and the images when given (else they stay as they are) and logs the change, together */
  save(profile: SiteProfileInput, change: SiteProfileChangeInput): Promise<SiteProfile>;
  /** the latest changes, newest first, at most `limit` */
  changes(limit: number): Promise<SiteProfileChange[]>;
}

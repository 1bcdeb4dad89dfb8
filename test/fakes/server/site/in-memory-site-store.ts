import type { SiteProfileChange } from '../../../../src/core/contracts/api/site-api';
import type { SiteProfileInput } from '../../../../src/core/contracts/api/site-profile-schema';
import { EMPTY_SITE_PROFILE, type SiteProfile } from '../../../../src/core/domain/site-profile';
import type { SiteProfileChangeInput, SiteStore } from '../../../../server/modules/site';

/** The site's profile and its log in memory, as the Kysely store keeps them. */
export class InMemorySiteStore implements SiteStore {
  profile: SiteProfile = EMPTY_SITE_PROFILE;
  log: SiteProfileChangeInput[] = [];

  async read(): Promise<SiteProfile> {
    return this.profile;
  }

  async save(profile: SiteProfileInput, change: SiteProfileChangeInput): Promise<SiteProfile> {
    this.profile = { ...profile, images: profile.images ?? this.profile.images };
    this.log.push(change);
    return this.profile;
  }

  async changes(limit: number): Promise<SiteProfileChange[]> {
    return this.log
      .slice()
      .reverse()
      .slice(0, limit)
      .map((change, index) => ({ _id: String(index), changedAt: change.at.toISOString(), changedBy: change.by, fields: change.fields }));
  }
}

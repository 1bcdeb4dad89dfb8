import type { SiteProfileChange } from '../../src/core/contracts/api/site-api';
import type { SiteProfileInput } from '../../src/core/contracts/api/site-profile-schema';
import { EMPTY_SITE_PROFILE, type SiteProfile } from '../../src/core/domain/site-profile';
import { SiteProfileRefusal, type SiteProfileRepository } from '../../src/core/ports/site/site-profile-repository';

/** The site's profile in memory: what was saved, and a refusal or failure a test sets up. */
export class FakeSiteProfileRepository implements SiteProfileRepository {
  profile: SiteProfile = EMPTY_SITE_PROFILE;
  changeLog: SiteProfileChange[] = [];
  saved: SiteProfileInput[] = [];
  /** the server's refusal of the next save, by field */
  refuseNext: { message: string; fields: Record<string, string> } | null = null;
  failNext: string | null = null;

  async current(): Promise<SiteProfile> {
    return this.profile;
  }

  async settings(): Promise<SiteProfile> {
    return this.profile;
  }

  async save(input: SiteProfileInput): Promise<{ profile: SiteProfile; message: string }> {
    if (this.refuseNext) {
      const { message, fields } = this.refuseNext;
      this.refuseNext = null;
      throw new SiteProfileRefusal(message, fields);
    }
    if (this.failNext) {
      const message = this.failNext;
      this.failNext = null;
      throw new Error(message);
    }
    this.saved.push(input);
    this.profile = { ...input, images: input.images ?? this.profile.images };
    return { profile: this.profile, message: 'تنظیمات سایت ذخیره شد' };
  }

  async changes(): Promise<SiteProfileChange[]> {
    return this.changeLog;
  }
}

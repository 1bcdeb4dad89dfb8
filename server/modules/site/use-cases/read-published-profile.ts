import type { SiteProfile } from '../../../../src/core/domain/site-profile';
import type { SiteProfileSource } from '../../../ports/site-profile-source';

/** The profile as every page and message shows it (kept by the server until it changes), not the settings form's saved row. */
export class ReadPublishedProfile {
  constructor(private readonly profiles: SiteProfileSource) {}

  execute(): Promise<SiteProfile> {
    return this.profiles.current();
  }
}

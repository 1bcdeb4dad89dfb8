import type { SiteProfile } from '../../src/core/domain/site-profile';
import type { SiteProfileSource } from '../ports/site-profile-source';
import type { DataVersions } from './data-versions';
import { KeptAtVersion } from './kept-at-version';

/**
 * The profile read once per data version (migration 220 bumps 'site-profile' on every save), so
 * pages, meta, receipts and messages read it from memory and still see a change at once, made
 * by any process.
 */
export function keptSiteProfile(read: () => Promise<SiteProfile>, versions: DataVersions): SiteProfileSource {
  const kept = new KeptAtVersion<SiteProfile>(1);
  return {
    async current() {
      const version = (await versions.current()).get('site-profile');
      if (version === undefined) throw new Error('no data version for site-profile');
      return kept.get(version, 'profile', read);
    },
  };
}

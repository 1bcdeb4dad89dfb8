// The site's identity as its owner sets it, and the log of its changes.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** One row (id 1): the profile without its images, and the images beside it. */
export interface SiteProfileTable {
  id: Generated<number>;
  profile: ColumnType<unknown, string, string>;
  images: ColumnType<unknown, string | undefined, string>;
  updated_at: Timestamp;
}

/** Who changed which fields of the profile, and when. */
export interface SiteProfileChangesTable {
  id: Generated<string>;
  changed_at: Timestamp;
  user_id: string | null;
  changed_by: string;
  /** dotted field paths */
  fields: ColumnType<unknown, string, never>;
}

export interface SiteTables {
  site_profile: SiteProfileTable;
  site_profile_changes: SiteProfileChangesTable;
}

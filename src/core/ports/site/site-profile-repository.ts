import type { SiteProfileChange } from '../../contracts/api/site-api';
import type { SiteProfileInput } from '../../contracts/api/site-profile-schema';
import type { SiteProfile } from '../../domain/site-profile';

/** What the server keeps of the site's identity. Rejections carry the server's Persian message (and each field's, for a refused save). */
export interface SiteProfileRepository {
  /** the profile every page shows */
  current(): Promise<SiteProfile>;
  /** the consultant's own read of it, for the settings form */
  settings(): Promise<SiteProfile>;
  /** the saved profile and the server's confirmation */
  save(input: SiteProfileInput): Promise<{ profile: SiteProfile; message: string }>;
  /** the latest saves, newest first */
  changes(): Promise<SiteProfileChange[]>;
}

/** A refused save: the server's message, and each field's by its dotted path. */
export class SiteProfileRefusal extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

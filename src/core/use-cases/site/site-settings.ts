import type { SiteProfileChange } from '../../contracts/api/site-api';
import { siteProfileProblems, type SiteProfileInput } from '../../contracts/api/site-profile-schema';
import type { SiteProfile } from '../../domain/site-profile';
import { SiteProfileRefusal, type SiteProfileRepository } from '../../ports/site/site-profile-repository';
import { attempt, UNKNOWN_FAILURE, type Outcome } from '../../domain/outcome';

/** The profile every page shows, for a page that came without it (the server rendered none). */
export class LoadSiteProfile {
  constructor(private readonly site: SiteProfileRepository) {}

  execute(): Promise<Outcome<SiteProfile>> {
    return attempt(() => this.site.current(), '');
  }
}

/** The consultant's settings form: the profile as kept, and the log of its saves. */
export class LoadSiteSettings {
  constructor(private readonly site: SiteProfileRepository) {}

  execute(): Promise<Outcome<{ profile: SiteProfile; changes: SiteProfileChange[] }>> {
    return attempt(async () => {
      const [profile, changes] = await Promise.all([this.site.settings(), this.site.changes()]);
      return { profile, changes };
    }, '');
  }
}

/** A save that failed: the Persian reason, and each field's message by its dotted path. */
export type SaveRefused = { ok: false; message: string; fields: Record<string, string> };

/**
 * Saves the form after the same checks the server makes: a fault is shown beside its field
 * without asking the server; the server's own refusal comes back the same way.
 */
export class SaveSiteSettings {
  constructor(private readonly site: SiteProfileRepository) {}

  async execute(input: SiteProfileInput): Promise<{ ok: true; value: SiteProfile; message: string } | SaveRefused> {
    const checked = siteProfileProblems(input);
    if ('fields' in checked) return { ok: false, message: checked.message, fields: checked.fields };
    try {
      const { profile, message } = await this.site.save(checked.profile);
      return { ok: true, value: profile, message };
    } catch (error) {
      if (error instanceof SiteProfileRefusal) return { ok: false, message: error.message, fields: error.fields };
      return { ok: false, message: error instanceof Error && error.message ? error.message : UNKNOWN_FAILURE, fields: {} };
    }
  }
}

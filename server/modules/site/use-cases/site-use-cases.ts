import type { SiteProfileChange } from '../../../../src/core/contracts/api/site-api';
import { SITE_PROFILE_MESSAGES, siteProfileProblems } from '../../../../src/core/contracts/api/site-profile-schema';
import type { SiteProfile } from '../../../../src/core/domain/site-profile';
import type { Clock } from '../../../ports/clock';
import type { SitePorts } from '../ports/site-ports';
import type { SiteStore } from '../ports/site-store';
import { changedFields } from './changed-fields';
import { Refusal } from '../../refusal';

/** At most this many saves are listed in the log. */
export const MAX_LISTED_CHANGES = 100;

/** Who is saving: the signed-in admin. */
export interface SiteEditor {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** The profile as it stands: for every page, and for the consultant's form. */
export class ReadSiteProfile {
  constructor(private readonly store: SiteStore) {}

  execute(): Promise<SiteProfile> {
    return this.store.read();
  }
}

/**
 * Saves what the consultant sent, after the same checks the form makes: any fault refuses the
 * whole save with each field's Persian message, and nothing is kept (a picture no upload of
 * this site made is such a fault). A save logs who made it, when, and which fields it changed
 * ("images.logo" for a picture); one that changed nothing is not logged.
 */
export class UpdateSiteProfile {
  constructor(
    private readonly store: SiteStore,
    private readonly clock: Clock,
  ) {}

  async execute(body: unknown, editor: SiteEditor): Promise<{ profile: SiteProfile; message: string }> {
    const checked = siteProfileProblems(body);
    if ('fields' in checked) throw new Refusal('invalid', checked.message, { fields: checked.fields });
    const before = await this.store.read();
    // images left out (an older form) are not compared: the kept ones stay
    const fields = changedFields(before, checked.profile);
    if (fields.length === 0) return { profile: before, message: SITE_PROFILE_MESSAGES.saved };
    const by = `${editor.first_name} ${editor.last_name}`.trim() || editor.email;
    const profile = await this.store.save(checked.profile, { at: this.clock.now(), userId: editor.id, by, fields });
    return { profile, message: SITE_PROFILE_MESSAGES.saved };
  }
}

/** The log of saves, newest first. */
export class ListSiteProfileChanges {
  constructor(private readonly store: SiteStore) {}

  execute(): Promise<SiteProfileChange[]> {
    return this.store.changes(MAX_LISTED_CHANGES);
  }
}

/** Every use case of the module, built once with the module's ports. */
export function siteUseCases(ports: SitePorts, clock: Clock) {
  return {
    readSiteProfile: new ReadSiteProfile(ports.store),
    updateSiteProfile: new UpdateSiteProfile(ports.store, clock),
    listSiteProfileChanges: new ListSiteProfileChanges(ports.store),
  };
}

export type SiteUseCases = ReturnType<typeof siteUseCases>;

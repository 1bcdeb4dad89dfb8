import type { SiteProfileChange } from '../../../../src/core/contracts/api/site-api';
import type { SiteProfileInput } from '../../../../src/core/contracts/api/site-profile-schema';
import { EMPTY_SITE_PROFILE, type SiteProfile } from '../../../../src/core/domain/site-profile';
import type { AppDatabase } from '../../../db/database';
import type { SiteProfileChangeInput, SiteStore } from '../ports/site-store';

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * The profile's one row on Kysely: a missing row is the blank profile, and a save writes the
 * texts, the images when sent, and its log line in one transaction. The log is read by site_profile_changes_newest.
 */
export class KyselySiteStore implements SiteStore {
  constructor(private readonly db: AppDatabase) {}

  async read(): Promise<SiteProfile> {
    const row = await this.db.selectFrom('site_profile').select(['profile', 'images']).where('id', '=', 1).executeTakeFirst();
    if (!row) return EMPTY_SITE_PROFILE;
    // a field added to the profile after the row was written reads as blank
    return { ...EMPTY_SITE_PROFILE, ...(parsed(row.profile) as Partial<SiteProfile>), images: parsed(row.images) as SiteProfile['images'] };
  }

  async save({ images, ...texts }: SiteProfileInput, change: SiteProfileChangeInput): Promise<SiteProfile> {
    const json = JSON.stringify(texts);
    // images not sent keep the column as it is (or its default on a first save)
    const pictures = images ? { images: JSON.stringify(images) } : {};
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('site_profile')
        .values({ id: 1, profile: json, ...pictures, updated_at: change.at })
        .onConflict((c) => c.column('id').doUpdateSet({ profile: json, ...pictures, updated_at: change.at }))
        .execute();
      await trx
        .insertInto('site_profile_changes')
        .values({ changed_at: change.at, user_id: change.userId, changed_by: change.by, fields: JSON.stringify(change.fields) })
        .execute();
    });
    return this.read();
  }

  async changes(limit: number): Promise<SiteProfileChange[]> {
    const rows = await this.db
      .selectFrom('site_profile_changes')
      .select(['id', 'changed_at', 'changed_by', 'fields'])
      .orderBy('changed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      _id: row.id,
      changedAt: new Date(row.changed_at).toISOString(),
      changedBy: row.changed_by,
      fields: parsed(row.fields) as string[],
    }));
  }
}

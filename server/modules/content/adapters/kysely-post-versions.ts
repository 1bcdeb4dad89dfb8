import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import { isUuid } from '../../../http/ids';
import { VERSIONS_LISTED, type PostVersion, type PostVersions, type VersionedText, type VersionReason } from '../ports/post-versions';

/** Articles' versions on the database: post_versions, only ever inserted into (a trigger refuses updates). */
export class KyselyPostVersions implements PostVersions {
  constructor(private readonly db: AppDatabase) {}

  async keep(postId: string, text: VersionedText, by: { userId: string; reason: VersionReason; at: Date }): Promise<void> {
    await this.db
      .insertInto('post_versions')
      .values({
        post_id: postId,
        title: text.title,
        category_id: text.categoryId,
        content: text.content,
        in_media: text.inMedia,
        cover_alt: text.coverAlt,
        seo_title: text.seoTitle,
        seo_description: text.seoDescription,
        reason: by.reason,
        // an id that names no account (a test's, a script's) leaves "who" empty rather than failing the save
        kept_by: isUuid(by.userId) ? sql<string>`(SELECT id FROM users WHERE id = ${by.userId})` : null,
        kept_at: by.at,
      })
      .execute();
  }

  async list(postId: string): Promise<PostVersion[]> {
    if (!isUuid(postId)) return [];
    return (await this.versions().where('v.post_id', '=', postId).orderBy('v.kept_at', 'desc').limit(VERSIONS_LISTED).execute()).map(
      toVersion,
    );
  }

  async find(postId: string, versionId: string): Promise<PostVersion | null> {
    if (!isUuid(postId) || !isUuid(versionId)) return null;
    const row = await this.versions().where('v.post_id', '=', postId).where('v.id', '=', versionId).executeTakeFirst();
    return row ? toVersion(row) : null;
  }

  async newestAt(postId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('post_versions')
      .select('kept_at')
      .where('post_id', '=', postId)
      .orderBy('kept_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? new Date(row.kept_at) : null;
  }

  private versions() {
    return this.db
      .selectFrom('post_versions as v')
      .leftJoin('users as u', 'u.id', 'v.kept_by')
      .selectAll('v')
      .select(sql<string | null>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as('name'))
      .select('u.email');
  }
}

type VersionRow = Awaited<ReturnType<ReturnType<KyselyPostVersions['versions']>['executeTakeFirstOrThrow']>>;

function toVersion(row: VersionRow): PostVersion {
  return {
    id: row.id,
    postId: row.post_id,
    title: row.title,
    categoryId: row.category_id,
    content: row.content,
    inMedia: row.in_media,
    coverAlt: row.cover_alt,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    reason: row.reason as VersionReason,
    keptAt: new Date(row.kept_at),
    keptBy: row.name ?? row.email ?? null,
  };
}

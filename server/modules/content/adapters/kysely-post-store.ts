import { sql } from 'kysely';
import { normalizeForSearch, searchTextFor } from '../../../../src/core/domain/search-text';
import type { AppDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/postgres-errors';
import { isUuid } from '../../../http/ids';
import type { NewPost, PostFields, PostStore, StoredPost } from '../ports/post-store';

/** Articles' writes on the database; each write stores the folded search text the list searches and the folded title it ranks by. */
export class KyselyPostStore implements PostStore {
  constructor(private readonly db: AppDatabase) {}

  async find(id: string): Promise<StoredPost | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const publishing = {
      state: row.state,
      publishAt: row.publish_at && new Date(row.publish_at),
      coverAlt: row.cover_alt,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
    };
    return {
      id: row.id,
      slug: row.slug,
      userId: row.user_id,
      title: row.title,
      categoryId: row.category_id,
      content: row.content,
      image: row.image,
      inMedia: row.in_media,
      publishing,
      slugSettled: row.slug_settled,
    };
  }

  /** every slug an article has had counts: an old address stays its article's */
  async slugsStartingWith(prefix: string): Promise<ReadonlySet<string>> {
    const rows = await this.db.selectFrom('post_slugs').select('slug').where('slug', 'like', `${prefix}%`).execute();
    return new Set(rows.map((row) => row.slug));
  }

  async insert(post: NewPost): Promise<'inserted' | 'slug-taken'> {
    try {
      await this.db
        .insertInto('posts')
        .values({
          ...this.columns(post),
          published_at: post.publishing.state === 'published' ? post.at : null,
          slug: post.slug,
          user_id: post.userId,
          created_at: post.at,
          updated_at: post.at,
        })
        .execute();
      return 'inserted';
    } catch (error) {
      if (isUniqueViolation(error)) return 'slug-taken';
      throw error;
    }
  }

  async update(id: string, fields: PostFields, at: Date): Promise<void> {
    const publishedAt = fields.publishing.state === 'published' ? sql<Date>`coalesce(published_at, ${at})` : null;
    await this.db
      .updateTable('posts')
      .set({ ...this.columns(fields), published_at: publishedAt, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('posts').where('id', '=', id).execute();
  }

  async publishDue(now: Date): Promise<number> {
    // The state in the WHERE makes a second run (another process, a retry) find nothing left to publish.
    const published = await this.db
      .updateTable('posts')
      .set({
        state: 'published',
        slug_settled: true,
        published_at: sql<Date>`publish_at`,
        updated_at: sql<Date>`publish_at`,
        publish_at: null,
      })
      .where('state', '=', 'scheduled')
      .where('publish_at', '<=', now)
      .executeTakeFirst();
    return Number(published.numUpdatedRows);
  }

  private columns(fields: PostFields) {
    return {
      title: fields.title,
      category_id: fields.categoryId,
      content: fields.content,
      image: fields.image,
      in_media: fields.inMedia,
      search_text: searchTextFor(fields.title, fields.content),
      search_title: normalizeForSearch(fields.title),
      state: fields.publishing.state,
      publish_at: fields.publishing.state === 'scheduled' ? fields.publishing.publishAt : null,
      cover_alt: fields.publishing.coverAlt,
      seo_title: fields.publishing.seoTitle,
      seo_description: fields.publishing.seoDescription,
      slug_settled: fields.slugSettled,
    };
  }
}

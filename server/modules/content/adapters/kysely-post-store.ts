import { searchTextFor } from '../../../../src/core/domain/search-text';
import type { AppDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/postgres-errors';
import { isUuid } from '../../../http/ids';
import type { NewPost, PostFields, PostStore, StoredPost } from '../ports/post-store';

/** Articles' writes on the database; each write stores the folded search text the list searches. */
export class KyselyPostStore implements PostStore {
  constructor(private readonly db: AppDatabase) {}

  async find(id: string): Promise<StoredPost | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    return { id: row.id, slug: row.slug, userId: row.user_id, title: row.title, categoryId: row.category_id, content: row.content, image: row.image, inMedia: row.in_media };
  }

  async slugsStartingWith(prefix: string): Promise<ReadonlySet<string>> {
    const rows = await this.db.selectFrom('posts').select('slug').where('slug', 'like', `${prefix}%`).execute();
    return new Set(rows.map((row) => row.slug));
  }

  async insert(post: NewPost): Promise<'inserted' | 'slug-taken'> {
    try {
      await this.db
        .insertInto('posts')
        .values({ ...this.columns(post), slug: post.slug, user_id: post.userId, created_at: post.at, updated_at: post.at })
        .execute();
      return 'inserted';
    } catch (error) {
      if (isUniqueViolation(error)) return 'slug-taken';
      throw error;
    }
  }

  async update(id: string, fields: PostFields, at: Date): Promise<void> {
    await this.db.updateTable('posts').set({ ...this.columns(fields), updated_at: at }).where('id', '=', id).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('posts').where('id', '=', id).execute();
  }

  private columns(fields: PostFields) {
    return {
      title: fields.title,
      category_id: fields.categoryId,
      content: fields.content,
      image: fields.image,
      in_media: fields.inMedia,
      search_text: searchTextFor(fields.title, fields.content),
    };
  }
}

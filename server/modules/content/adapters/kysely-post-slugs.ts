import type { AppDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/postgres-errors';
import type { PostSlugs } from '../ports/post-slugs';

/**
 * Slugs on the database: post_slugs keeps every slug with its article (a trigger on posts adds
 * each new one in the same transaction), its primary key keeps one article per slug.
 */
export class KyselyPostSlugs implements PostSlugs {
  constructor(private readonly db: AppDatabase) {}

  async currentFor(slug: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('post_slugs')
      .innerJoin('posts', 'posts.id', 'post_slugs.post_id')
      .select('posts.slug')
      .where('post_slugs.slug', '=', slug)
      .where('posts.state', '=', 'published')
      .executeTakeFirst();
    return row && row.slug !== slug ? row.slug : null;
  }

  async move(postId: string, slug: string, old: 'kept' | 'released'): Promise<'moved' | 'taken'> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.updateTable('posts').set({ slug }).where('id', '=', postId).execute();
        if (old === 'released') await trx.deleteFrom('post_slugs').where('post_id', '=', postId).where('slug', '<>', slug).execute();
      });
      return 'moved';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }
}

import type { BlogPost } from '../../../../src/core/domain/blog-post';
import type { AppDatabase } from '../../../db/database';
import type { PostListQuery } from '../domain/post-list-query';
import type { PostReads } from '../ports/post-reads';
import { blogPostOf } from './kysely-post-row';
import { countOf, pageOfIds } from './kysely-post-list-sql';

/**
 * Reads articles for the public blog on the database: filtered, searched on the trigram index of
 * the stored search text (titles holding the words first), newest first.
 */
export class KyselyPostReads implements PostReads {
  constructor(private readonly db: AppDatabase) {}

  async page(query: PostListQuery): Promise<BlogPost[]> {
    // a deferred join: the page's ids are found on the indexes, then only those rows are joined
    const rows = await this.selectPosts()
      .innerJoin(pageOfIds(this.db, query).as('page'), 'page.id', 'posts.id')
      .orderBy('page.rank', 'desc')
      .orderBy('page.updated_at', 'desc')
      .orderBy('page.id', 'desc')
      .execute();
    return rows.map(blogPostOf);
  }

  async count(query: PostListQuery): Promise<number> {
    const { total } = await countOf(this.db, query).executeTakeFirstOrThrow();
    return Number(total);
  }

  async bySlug(slug: string): Promise<BlogPost | null> {
    const row = await this.selectPosts().where('posts.slug', '=', slug).where('posts.state', '=', 'published').executeTakeFirst();
    return row ? blogPostOf(row) : null;
  }

  async latest(count: number): Promise<BlogPost[]> {
    const rows = await this.selectPosts()
      .where('posts.state', '=', 'published')
      .orderBy('posts.updated_at', 'desc')
      .orderBy('posts.id', 'desc')
      .limit(count)
      .execute();
    return rows.map(blogPostOf);
  }

  async addresses(): Promise<Array<{ slug: string; updatedAt: Date }>> {
    const rows = await this.db
      .selectFrom('posts')
      .select(['slug', 'updated_at'])
      .where('state', '=', 'published')
      .orderBy('updated_at', 'desc')
      .execute();
    return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
  }

  private selectPosts() {
    return this.db
      .selectFrom('posts')
      .leftJoin('categories', 'categories.id', 'posts.category_id')
      .leftJoin('users', 'users.id', 'posts.user_id')
      .select([
        'posts.id',
        'posts.slug',
        'posts.title',
        'posts.image',
        'posts.content',
        'posts.in_media',
        'posts.created_at',
        'posts.updated_at',
        'posts.category_id',
        'posts.state',
        'posts.publish_at',
        'posts.cover_alt',
        'posts.seo_title',
        'posts.seo_description',
        'categories.title as category_title',
        'users.first_name as author_first_name',
        'users.last_name as author_last_name',
      ]);
  }
}

import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { BlogPost } from '../../../../src/core/domain/blog-post';
import type { AppDatabase } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { PostListQuery } from '../domain/post-list-query';
import type { PostReads } from '../ports/post-reads';
import { blogPostOf } from './post-row';

type PostsEb = ExpressionBuilder<Database, 'posts'>;

/** Escapes LIKE's wildcards so a searched "%" or "_" means itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(eb: PostsEb, query: PostListQuery): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (!query.withUnpublished) where.push(eb('posts.state', '=', 'published'));
  if (query.slug !== null) where.push(eb('posts.slug', '=', query.slug));
  if (query.postId !== null) where.push(eb('posts.id', '=', query.postId));
  if (query.userId !== null) where.push(eb('posts.user_id', '=', query.userId));
  if (query.categoryId !== null) where.push(eb('posts.category_id', '=', query.categoryId));
  if (query.mediaOnly) where.push(eb('posts.in_media', '=', true));
  for (const word of query.words) {
    where.push(sql<SqlBool>`posts.search_text LIKE ${`%${escapeLike(word)}%`} ESCAPE '\\'`);
  }
  return where;
}

/** Reads articles for the public blog on the database: filtered, searched (by the stored search text), newest first. */
export class KyselyPostReads implements PostReads {
  constructor(private readonly db: AppDatabase) {}

  async list(query: PostListQuery): Promise<{ posts: BlogPost[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.selectPosts()
        .where((eb) => eb.and(conditions(eb, query)))
        .orderBy('posts.updated_at', 'desc')
        .orderBy('posts.id', 'desc')
        .offset(query.startIndex)
        .limit(query.limit)
        .execute(),
      this.db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .where((eb) => eb.and(conditions(eb, query)))
        .executeTakeFirstOrThrow(),
    ]);
    return { posts: rows.map(blogPostOf), total: Number(count.total) };
  }

  async bySlug(slug: string): Promise<BlogPost | null> {
    const row = await this.selectPosts().where('posts.slug', '=', slug).where('posts.state', '=', 'published').executeTakeFirst();
    return row ? blogPostOf(row) : null;
  }

  async latest(count: number): Promise<BlogPost[]> {
    const rows = await this.selectPosts().where('posts.state', '=', 'published').orderBy('posts.updated_at', 'desc').orderBy('posts.id', 'desc').limit(count).execute();
    return rows.map(blogPostOf);
  }

  async addresses(): Promise<Array<{ slug: string; updatedAt: Date }>> {
    const rows = await this.db.selectFrom('posts').select(['slug', 'updated_at']).where('state', '=', 'published').orderBy('updated_at', 'desc').execute();
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

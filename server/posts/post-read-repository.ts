import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import type { PostListQuery } from './post-list-query';
import type { PostReadRow } from './post-json';

type PostsEb = ExpressionBuilder<Database, 'posts'>;

/** Escapes LIKE's wildcards so a searched "%" or "_" means itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(eb: PostsEb, query: PostListQuery): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
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

/** Reads articles for the public blog: filtered, searched, newest first. */
export class PostReadRepository {
  constructor(private readonly db: AppDatabase) {}

  async list(query: PostListQuery): Promise<{ rows: PostReadRow[]; total: number }> {
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
    return { rows, total: Number(count.total) };
  }

  async bySlug(slug: string): Promise<PostReadRow | null> {
    return (await this.selectPosts().where('posts.slug', '=', slug).executeTakeFirst()) ?? null;
  }

  async latest(count: number): Promise<PostReadRow[]> {
    return this.selectPosts().orderBy('posts.updated_at', 'desc').orderBy('posts.id', 'desc').limit(count).execute();
  }

  /** Every article's address and last change, for the sitemap. */
  async allSlugs(): Promise<Array<{ slug: string; updated_at: Date | string }>> {
    return this.db.selectFrom('posts').select(['slug', 'updated_at']).orderBy('updated_at', 'desc').execute();
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
        'categories.title as category_title',
        'users.first_name as author_first_name',
        'users.last_name as author_last_name',
      ]);
  }
}

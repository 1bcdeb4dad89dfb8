import { normalizeForSearch, searchTextFor } from '../../../src/core/domain/search-text';
import type { AppDatabase } from '../../../server/db/database';

export interface PostSeed {
  title?: string;
  slug?: string;
  content?: string;
  image?: string | null;
  categoryId?: string | null;
  userId?: string | null;
  inMedia?: boolean;
  updatedAt?: Date;
}

/** Writes articles straight into the database, folded for search as the editor would store them. */
export async function insertPosts(db: AppDatabase, seeds: PostSeed[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, seed] of seeds.entries()) {
    const title = seed.title ?? `مقاله آزمایشی ${index + 1}`;
    const content = seed.content ?? `<p>متن مقاله شماره ${index + 1}</p>`;
    const updatedAt = seed.updatedAt ?? new Date(Date.UTC(2026, 0, 1) + index * 60_000);
    const row = await db
      .insertInto('posts')
      .values({
        title,
        slug: seed.slug ?? `test-post-${index + 1}-${Math.random().toString(36).slice(2, 8)}`,
        content,
        image: seed.image === undefined ? 'uploads/test/cover.png' : seed.image,
        category_id: seed.categoryId ?? null,
        user_id: seed.userId ?? null,
        in_media: seed.inMedia ?? false,
        search_text: searchTextFor(title, content),
        search_title: normalizeForSearch(title),
        created_at: updatedAt,
        updated_at: updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

export async function insertCategory(db: AppDatabase, title: string): Promise<string> {
  const row = await db.insertInto('categories').values({ title, updated_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

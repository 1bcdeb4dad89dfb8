import type { AppDatabase } from '../../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/postgres-errors';
import { isUuid } from '../../../http/ids';
import type { Category, CategorySave, CategoryStore, CountedCategory, CountedFor } from '../ports/category-store';

const categoryOf = (row: { id: string; title: string; updated_at: Date | string }): Category => ({
  id: row.id,
  title: row.title,
  updatedAt: new Date(row.updated_at),
});

/** Categories on the database; its unique index on the lower-cased title keeps titles unique. */
export class KyselyCategoryStore implements CategoryStore {
  constructor(private readonly db: AppDatabase) {}

  /** each count read through an index on the articles' category (published ones: a partial index) */
  async list(countedFor: CountedFor): Promise<CountedCategory[]> {
    const rows = await this.db
      .selectFrom('categories')
      .select(['categories.id', 'categories.title', 'categories.updated_at'])
      .select((eb) =>
        eb
          .selectFrom('posts')
          .select((count) => count.fn.countAll<string | number>().as('count'))
          .whereRef('posts.category_id', '=', 'categories.id')
          .$if(countedFor === 'visitor', (query) => query.where('posts.state', '=', 'published'))
          .as('post_count'),
      )
      .orderBy('categories.created_at', 'desc')
      .orderBy('categories.id')
      .execute();
    return rows.map((row) => ({ ...categoryOf(row), postCount: Number(row.post_count ?? 0) }));
  }

  async exists(id: string): Promise<boolean> {
    return isUuid(id) && (await this.db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  create(title: string, at: Date): Promise<CategorySave> {
    return this.saving(async () => {
      const row = await this.db
        .insertInto('categories')
        .values({ title, created_at: at, updated_at: at })
        .returning(['id', 'title', 'updated_at'])
        .executeTakeFirstOrThrow();
      return { category: categoryOf(row) };
    });
  }

  rename(id: string, title: string, at: Date): Promise<CategorySave> {
    if (!isUuid(id)) return Promise.resolve({ refused: 'not-found' });
    return this.saving(async () => {
      const row = await this.db
        .updateTable('categories')
        .set({ title, updated_at: at })
        .where('id', '=', id)
        .returning(['id', 'title', 'updated_at'])
        .executeTakeFirst();
      return row ? { category: categoryOf(row) } : { refused: 'not-found' };
    });
  }

  async articlesIn(id: string): Promise<number> {
    if (!isUuid(id)) return 0;
    const usage = await this.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(usage.count);
  }

  async remove(id: string, moveTo: string | null): Promise<'removed' | 'not-found' | 'in-use' | 'target-not-found'> {
    if (!isUuid(id)) return 'not-found';
    if (moveTo !== null && !isUuid(moveTo)) return 'target-not-found';
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (moveTo !== null) {
          // the target stays until this commits: the articles never land in a deleted category
          if (!(await trx.selectFrom('categories').select('id').where('id', '=', moveTo).forShare().executeTakeFirst()))
            return 'target-not-found';
          await trx.updateTable('posts').set({ category_id: moveTo }).where('category_id', '=', id).execute();
        }
        const deleted = await trx.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
        return Number(deleted.numDeletedRows) === 0 ? 'not-found' : 'removed';
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) return 'in-use';
      throw error;
    }
  }

  private async saving(write: () => Promise<CategorySave>): Promise<CategorySave> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) return { refused: 'duplicate' };
      throw error;
    }
  }
}

import { Migrator, sql } from 'kysely';
import { migrateToLatest, openDatabase, type AppDatabase } from '../../../server/db/database';
import { migrations } from '../../../server/db/migrations';
import { KyselyPostReads } from '../../../server/modules/content/adapters/kysely-post-reads';
import { postListQuery } from '../../../server/modules/content/domain/post-list-query';
import { normalizeForSearch, searchTextFor } from '../../../src/core/domain/search-text';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-postgres';

jest.setTimeout(60_000);

/** A practice's blog written before search by words (migration 210), upgraded: its articles are found as before. */
describe('upgrading a blog to search by words', () => {
  let db: AppDatabase;
  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
    db = openDatabase({ databaseUrl: scratch?.url ?? null, dataDir: null });
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('200-indexed-search');
    if (error) throw error;
    const articles = [
      { title: 'مالیات بر ارزش افزوده', content: '<p>نرخ مالیات و معافیت‌ها</p>' },
      { title: 'حسابرسی داخلی', content: '<p>کنترل‌های داخلی و بی‌حسابی در هزینه‌ها</p>' },
    ];
    for (const [n, { title, content }] of articles.entries()) {
      await sql`INSERT INTO posts (title, slug, content, search_text, search_title, updated_at)
        VALUES (${title}, ${`old-${n}`}, ${content}, ${searchTextFor(title, content)}, ${normalizeForSearch(title)}, now())`.execute(db);
    }
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await scratch?.drop();
  });

  const found = async (searchTerm: string) => (await new KyselyPostReads(db).page(postListQuery({ searchTerm }))).map((post) => post.title);

  it('finds the articles written before the upgrade by their words, inside longer words too', async () => {
    expect(await found('مالیات')).toEqual(['مالیات بر ارزش افزوده']);
    expect(await found('حساب')).toEqual(['حسابرسی داخلی']);
    expect(await found('داخلی')).toEqual(['حسابرسی داخلی']);
  });

  it('keeps the words of each article and a vocabulary of them', async () => {
    const { rows } = await sql<{ words: number }>`SELECT count(*)::int AS words FROM search_vocabulary`.execute(db);
    expect(rows[0].words).toBeGreaterThanOrEqual(10);
    const post = await db.selectFrom('posts').select('search_words').where('slug', '=', 'old-0').executeTakeFirstOrThrow();
    expect(post.search_words).toEqual(expect.arrayContaining(['مالیات', 'معافیتها']));
  });
});

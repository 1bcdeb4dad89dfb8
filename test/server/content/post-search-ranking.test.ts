import { startTestServer, type TestServer } from '../support/test-server';
import { insertPosts, type PostSeed } from '../support/insert-posts';
import { postList } from '../support/post-list';
import { KyselyPostStore } from '../../../server/modules/content/adapters/kysely-post-store';

const DAY = 24 * 60 * 60 * 1000;

describe('ranking the articles a search finds', () => {
  let server: TestServer;
  const { list, titles } = postList(() => server);
  const daysAgo = (days: number) => new Date(server.clock.now().getTime() - days * DAY);
  const write = (seeds: Array<PostSeed & { title: string; daysAgo: number }>) =>
    insertPosts(
      server.db,
      seeds.map(({ daysAgo: days, ...seed }) => ({ content: '<p>متن بی‌ربط</p>', ...seed, updatedAt: daysAgo(days) })),
    );

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('puts an older article with the word in its title before a newer one with it only in the text', async () => {
    await write([
      { title: 'کارگزاری آنلاین برای تازه‌کارها', daysAgo: 40 },
      { title: 'یادداشت هفته', content: '<p>درباره کارگزاری و کارمزدها</p>', daysAgo: 1 },
    ]);
    expect(titles(await list({ searchTerm: 'کارگزاری' }))).toEqual(['کارگزاری آنلاین برای تازه‌کارها', 'یادداشت هفته']);
  });

  it('orders the title matches newest first, and the text matches after them newest first', async () => {
    await write([
      { title: 'صندوق طلا در سال گذشته', daysAgo: 30 },
      { title: 'گزارش بازار', content: '<p>صندوق طلا رشد کرد</p>', daysAgo: 2 },
      { title: 'صندوق طلا یا سکه', daysAgo: 10 },
      { title: 'گزارش ماهانه', content: '<p>بازده صندوق طلا</p>', daysAgo: 20 },
    ]);
    expect(titles(await list({ searchTerm: 'صندوق طلا' }))).toEqual([
      'صندوق طلا یا سکه',
      'صندوق طلا در سال گذشته',
      'گزارش بازار',
      'گزارش ماهانه',
    ]);
  });

  it('puts a title holding both searched words before a newer title holding one of them', async () => {
    await write([
      { title: 'بورس کالا برای کشاورزان', daysAgo: 60 },
      { title: 'بورس تهران امروز', content: '<p>و اندکی از کالا</p>', daysAgo: 3 },
      { title: 'خبر کوتاه', content: '<p>بورس کالا</p>', daysAgo: 1 },
    ]);
    expect(titles(await list({ searchTerm: 'بورس کالا' }))).toEqual(['بورس کالا برای کشاورزان', 'بورس تهران امروز', 'خبر کوتاه']);
  });

  it('ranks a title written with Arabic yeh and a half-space as a title match of the Persian query', async () => {
    await write([
      { title: 'معافيت‌هاي بیمه‌ای', daysAgo: 50 },
      { title: 'یادداشت تازه', content: '<p>معافیتهای بیمه‌ای</p>', daysAgo: 1 },
    ]);
    expect(titles(await list({ searchTerm: 'معافیت های' }))).toEqual(['معافيت‌هاي بیمه‌ای', 'یادداشت تازه']);
    expect(titles(await list({ searchTerm: 'معافيتهاي' }))).toEqual(['معافيت‌هاي بیمه‌ای', 'یادداشت تازه']);
  });

  it('ranks an article as a title match once its title is edited to hold the word', async () => {
    const [edited] = await write([
      { title: 'یادداشت قدیمی', content: '<p>درباره اوراق قرضه</p>', daysAgo: 90 },
      { title: 'یادداشت جدید', content: '<p>اوراق قرضه</p>', daysAgo: 1 },
    ]);
    expect(titles(await list({ searchTerm: 'اوراق' }))).toEqual(['یادداشت جدید', 'یادداشت قدیمی']);
    const publishing = { state: 'published' as const, publishAt: null, coverAlt: null, seoTitle: null, seoDescription: null };
    const fields = {
      title: 'اوراق قرضه دولتی',
      categoryId: null,
      content: '<p>درباره اوراق قرضه</p>',
      image: null,
      inMedia: false,
      publishing,
      slugSettled: true,
    };
    await new KyselyPostStore(server.db).update(edited, fields, daysAgo(90));
    expect(titles(await list({ searchTerm: 'اوراق' }))).toEqual(['اوراق قرضه دولتی', 'یادداشت جدید']);
  });

  it('pages through ranked results without a repeat or a gap, ties included', async () => {
    const sameDay = 5;
    await write(
      Array.from({ length: 23 }, (_, index) =>
        index % 3 === 0
          ? { title: `تورم و پس‌انداز ${index}`, daysAgo: index % 2 === 0 ? sameDay : index }
          : { title: `نوشته ${index}`, content: '<p>درباره تورم</p>', daysAgo: index % 2 === 0 ? sameDay : index },
      ),
    );
    const whole = await list({ searchTerm: 'تورم', limit: '50' });
    expect(whole.totalPosts).toBe(23);
    const pages = [];
    for (let start = 0; start < 23; start += 4) pages.push(await list({ searchTerm: 'تورم', limit: '4', startIndex: String(start) }));
    expect(pages.every((page) => page.totalPosts === 23)).toBe(true);
    const paged = pages.flatMap((page) => page.posts.map((post) => post._id));
    expect(paged).toEqual(whole.posts.map((post) => post._id));
    expect(new Set(paged).size).toBe(23);
    expect(
      titles(whole)
        .slice(0, 8)
        .every((title) => title.startsWith('تورم')),
    ).toBe(true);
  });
});

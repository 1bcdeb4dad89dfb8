// the tab's title ends with the site's name from its profile: the demo one here
import { DEMO_SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { FakePostReader } from '../fakes/fake-post-reader';
import { listedCards, sampleCategories } from './support/blog-list';
import { AUDIT, samplePost, samplePosts, TAX } from '../fakes/sample-posts';

// The first test of the file also waits for the lazily loaded page to compile.
configure({ asyncUtilTimeout: 5000 });

const categories = () => sampleCategories({ tax: 3, audit: 1 });
const cards = listedCards;

describe('the blog list', () => {
  it('shows cards with cover, title, category, Jalali date and excerpt', async () => {
    const post = samplePost({ updatedAt: '2026-11-22T08:00:00.000Z' });
    renderApp('/search', { services: { posts: new FakePostReader([post]) }, site: DEMO_SITE_PROFILE });
    const link = await screen.findByRole('link', { name: post.title });
    expect(link).toHaveAttribute('href', `/post/${encodeURIComponent(post.slug)}`);
    const card = cards()[0];
    expect(within(card).getByText('مالیات')).toBeInTheDocument();
    expect(within(card).getByText('۱ آذر ۱۴۰۵')).toHaveAttribute('datetime', post.updatedAt);
    expect(within(card).getByText(/اظهارنامه مالیاتی باید تا پایان تیرماه/)).toBeInTheDocument();
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'http://api.test/uploads/demo/cover-1.png');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(document.title).toBe('مقالات | مشاوره مالی و حسابرسی');
  });

  it('loads lazily the covers below the first row', async () => {
    renderApp('/search', { services: { posts: new FakePostReader(samplePosts(5)) } });
    await screen.findByRole('link', { name: 'مقاله شماره 5' });
    const loading = cards().map((card) => card.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('loads the next nine with مشاهده بیشتر and hides the button after a short page', async () => {
    const reader = new FakePostReader(samplePosts(10));
    renderApp('/search', { services: { posts: reader } });
    await screen.findByRole('link', { name: 'مقاله شماره 9' });
    expect(cards()).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'مشاهده بیشتر' }));
    await screen.findByRole('link', { name: 'مقاله شماره 10' });
    expect(cards()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'مشاهده بیشتر' })).toBeNull();
    expect(reader.queries.map((query) => query.startIndex)).toEqual([0, 9]);
  });

  it('offers no more when the first page is short', async () => {
    renderApp('/search', { services: { posts: new FakePostReader(samplePosts(4)) } });
    await screen.findByRole('link', { name: 'مقاله شماره 4' });
    expect(screen.queryByRole('button', { name: 'مشاهده بیشتر' })).toBeNull();
  });

  it('searches for the term in the address and shows it', async () => {
    const reader = new FakePostReader([
      samplePost(),
      samplePost({ _id: 'p-2', slug: 'other', title: 'بودجه‌ریزی عملیاتی', content: '<p>بودجه</p>' }),
    ]);
    renderApp(`/search?searchTerm=${encodeURIComponent('ماليات')}`, { services: { posts: reader } });
    expect(await screen.findByText('نتایج جستجو برای «ماليات»')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'راهنمای تنظیم اظهارنامه مالیاتی' });
    expect(screen.queryByRole('link', { name: 'بودجه‌ریزی عملیاتی' })).toBeNull();
    expect(reader.queries[0]).toMatchObject({ searchTerm: 'ماليات', startIndex: 0 });
  });

  it('lands here from the header search box', async () => {
    const reader = new FakePostReader([samplePost()]);
    renderApp('/', { services: { posts: reader } });
    await userEvent.type(await screen.findByPlaceholderText('جستجو کنید'), 'كنترل{Enter}');
    expect(await screen.findByText('نتایج جستجو برای «كنترل»')).toBeInTheDocument();
    expect(await screen.findByText('مقاله‌ای با عبارت «كنترل» پیدا نشد. عبارت دیگری را امتحان کنید.')).toBeInTheDocument();
  });

  it('clears the search to show every article', async () => {
    renderApp('/search?searchTerm=zzz', { services: { posts: new FakePostReader(samplePosts(2)) } });
    await userEvent.click(await screen.findByRole('link', { name: 'نمایش همه مقالات' }));
    expect(await screen.findByRole('link', { name: 'مقاله شماره 2' })).toBeInTheDocument();
  });

  it('filters by category and back to all', async () => {
    const reader = new FakePostReader(samplePosts(6));
    renderApp('/search', { services: { posts: reader, categoryReader: categories() } });
    await screen.findByRole('link', { name: 'مقاله شماره 6' });
    const filter = screen.getByRole('group', { name: 'فیلتر بر اساس دسته بندی' });
    await userEvent.click(within(filter).getByRole('button', { name: 'حسابرسی' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('link', { name: 'مقاله شماره 1' })).toBeNull();
    expect(within(filter).getByRole('button', { name: 'حسابرسی' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filter).getByRole('button', { name: 'همه' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(reader.queries.map((query) => query.categoryId)).toEqual([undefined, AUDIT._id, undefined]);
  });

  it('works without the filter when the categories cannot be read', async () => {
    const failing = categories();
    failing.failure = new Error('مسیر درخواستی پیدا نشد');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/search', { services: { posts: new FakePostReader(samplePosts(2)), categoryReader: failing } });
    await screen.findByRole('link', { name: 'مقاله شماره 2' });
    expect(screen.queryByRole('group', { name: 'فیلتر بر اساس دسته بندی' })).toBeNull();
    warn.mockRestore();
  });

  it('lists only articles present in media on /media, linking under /media', async () => {
    const reader = new FakePostReader([
      samplePost({ inMedia: true, title: 'در رسانه' }),
      samplePost({ _id: 'p-2', slug: 'x', title: 'عادی' }),
    ]);
    renderApp('/media', { services: { posts: reader } });
    expect(await screen.findByRole('heading', { name: 'حضور در رسانه', level: 1 })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'در رسانه' });
    expect(link.getAttribute('href')).toMatch(/^\/media\//);
    expect(screen.queryByRole('link', { name: 'عادی' })).toBeNull();
    expect(reader.queries[0]).toMatchObject({ mediaOnly: true });
  });

  it('says so in Persian when there are no articles', async () => {
    renderApp('/search');
    expect(await screen.findByText('هنوز مقاله‌ای منتشر نشده است.')).toBeInTheDocument();
  });

  it('shows a Persian error with a retry that works', async () => {
    const reader = new FakePostReader(samplePosts(2));
    reader.failure = new Error('خطای ناشناختهای رخ داده است');
    renderApp('/search', { services: { posts: reader } });
    expect(await screen.findByRole('alert')).toHaveTextContent('دریافت مقالات با خطا روبه‌رو شد: خطای ناشناختهای رخ داده است');
    reader.failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('link', { name: 'مقاله شماره 2' })).toBeInTheDocument();
  });
});

describe('the article page', () => {
  const article = samplePost({
    content: [
      '<h1>سرفصل یک</h1><h2>سرفصل دو</h2><h3>سرفصل سه</h3>',
      '<p data-indent="2">بند تورفته</p>',
      '<ul><li>مورد</li></ul><p><a href="https://example.ir">پیوند</a></p>',
    ].join(''),
  });

  it('shows title, cover, category, Jalali date, reading time and the stored HTML', async () => {
    renderApp(`/post/${encodeURIComponent(article.slug)}`, { services: { posts: new FakePostReader([article]) }, site: DEMO_SITE_PROFILE });
    expect(await screen.findByRole('heading', { name: article.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('۲۹ آبان ۱۴۰۵')).toBeInTheDocument();
    expect(screen.getByText('۱ دقیقه مطالعه')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مالیات' })).toHaveAttribute('href', `/search?category=${TAX._id}`);
    const body = screen.getByTestId('article-body');
    expect(within(body).getByRole('heading', { name: 'سرفصل دو', level: 2 })).toBeInTheDocument();
    expect(within(body).getByText('بند تورفته')).toHaveAttribute('data-indent', '2');
    expect(within(body).getByRole('link', { name: 'پیوند' })).toHaveAttribute('href', 'https://example.ir');
    const cover = document.querySelector('article img')!;
    expect(cover).toHaveAttribute('src', 'http://api.test/uploads/demo/cover-1.png');
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '630');
    expect(document.title).toBe(`${article.title} | مشاوره مالی و حسابرسی`);
  });

  it('shows the same article under /media/{slug}', async () => {
    renderApp(`/media/${encodeURIComponent(article.slug)}`, { services: { posts: new FakePostReader([article]) } });
    expect(await screen.findByRole('heading', { name: article.title, level: 1 })).toBeInTheDocument();
  });

  it('lists related articles of the same category and follows one', async () => {
    const posts = samplePosts(8);
    renderApp('/post/post-1', { services: { posts: new FakePostReader(posts) } });
    const related = await screen.findByRole('region', { name: 'مقالات مرتبط' });
    const links = within(related)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['مقاله شماره 3', 'مقاله شماره 5', 'مقاله شماره 7']);
    expect([...related.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
    await userEvent.click(within(related).getByRole('link', { name: 'مقاله شماره 3' }));
    expect(await screen.findByRole('heading', { name: 'مقاله شماره 3', level: 1 })).toBeInTheDocument();
  });

  it('says the article was not found for an unknown slug', async () => {
    renderApp('/post/no-such-article', { services: { posts: new FakePostReader(samplePosts(2)) } });
    expect(await screen.findByRole('heading', { name: 'مقاله پیدا نشد', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به مقالات' })).toHaveAttribute('href', '/search');
  });

  it('shows a Persian error and retries', async () => {
    const reader = new FakePostReader([article]);
    reader.failure = new Error('سرور در دسترس نیست');
    renderApp(`/post/${encodeURIComponent(article.slug)}`, { services: { posts: reader } });
    expect(await screen.findByRole('alert')).toHaveTextContent('دریافت مقاله با خطا روبه‌رو شد: سرور در دسترس نیست');
    reader.failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: article.title, level: 1 })).toBeInTheDocument();
  });
});

describe('the newest articles on the home page', () => {
  it('shows the three newest with a link to all articles', async () => {
    renderApp('/', { services: { posts: new FakePostReader(samplePosts(5)) } });
    const section = await screen.findByRole('region', { name: 'تازه‌ترین مقالات' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['مقاله شماره 1', 'مقاله شماره 2', 'مقاله شماره 3']);
    expect(within(section).getByRole('link', { name: 'مشاهده همه مقالات' })).toHaveAttribute('href', '/search');
  });

  it('shows nothing when there are no articles', async () => {
    renderApp('/');
    await screen.findByPlaceholderText('جستجو کنید');
    expect(screen.queryByRole('region', { name: 'تازه‌ترین مقالات' })).toBeNull();
  });
});

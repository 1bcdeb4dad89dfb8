import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { FakePostReader } from '../fakes/fake-post-reader';
import { listedCards, sampleCategories } from './support/blog-list';
import { AUDIT, samplePosts } from '../fakes/sample-posts';
import { LoadPostPage } from '../../src/core/use-cases/blog/load-post-page';
import { blogListQueryKey, type BlogListQuery } from '../../src/core/use-cases/blog/blog-list-query';
import { FIRST_DATA } from '../../src/ui/first-data/first-data-context';

// The first test of the file also waits for the lazily loaded page to compile.
configure({ asyncUtilTimeout: 5000 });

const categories = () => sampleCategories({ tax: 6, audit: 6 });
const cards = listedCards;

/** What the server read for the page it drew: the first page of `query`, under the key the page looks for. */
async function serverRead(query: BlogListQuery) {
  const first = await new LoadPostPage(new FakePostReader(samplePosts(12))).execute({ query, loaded: 0 });
  return { [FIRST_DATA.postList(blogListQueryKey(query))]: first };
}

describe('the blog list the server drew', () => {
  it('keeps the first page the server read at the take-over, reads nothing for it, and reads when the category changes', async () => {
    const reader = new FakePostReader(samplePosts(12));
    renderApp('/search', { services: { posts: reader, categoryReader: categories() }, firstData: await serverRead({}) });
    await screen.findByRole('link', { name: 'مقاله شماره 1' });
    expect(cards()).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'مشاهده بیشتر' })).toBeEnabled();
    expect(reader.queries).toEqual([]);
    const filter = await screen.findByRole('group', { name: 'فیلتر بر اساس دسته بندی' });
    await userEvent.click(within(filter).getByRole('button', { name: 'حسابرسی' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    await userEvent.click(screen.getByRole('button', { name: 'همه' }));
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(reader.queries.map((query) => query.categoryId)).toEqual([AUDIT._id, undefined]);
  });

  it('goes on from the server’s first page with مشاهده بیشتر', async () => {
    const reader = new FakePostReader(samplePosts(12));
    renderApp('/search', { services: { posts: reader, categoryReader: categories() }, firstData: await serverRead({}) });
    await userEvent.click(await screen.findByRole('button', { name: 'مشاهده بیشتر' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(reader.queries).toEqual([{ startIndex: 9, limit: 9 }]);
  });

  it('reads for itself when what the server read was for another query', async () => {
    const reader = new FakePostReader(samplePosts(12));
    renderApp('/search?searchTerm=%D8%B4%D9%85%D8%A7%D8%B1%D9%87%201', {
      services: { posts: reader, categoryReader: categories() },
      firstData: await serverRead({}),
    });
    await waitFor(() => expect(reader.queries).toEqual([{ searchTerm: 'شماره 1', startIndex: 0, limit: 9 }]));
  });

  it('shows the categories the server read at once, without reading them again', async () => {
    const unreadable = categories();
    unreadable.failure = new Error('مسیر درخواستی پیدا نشد');
    const firstData = { ...(await serverRead({})), [FIRST_DATA.postCategories()]: { ok: true, value: categories().categories } };
    renderApp('/search', { services: { posts: new FakePostReader(samplePosts(12)), categoryReader: unreadable }, firstData });
    const filter = await screen.findByRole('group', { name: 'فیلتر بر اساس دسته بندی' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['همه', 'مالیات۶', 'حسابرسی۶']);
  });
});

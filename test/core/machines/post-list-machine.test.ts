import { createActor, fromPromise, waitFor } from 'xstate';
import { postListMachine } from '../../../src/core/machines/post-list-machine';
import { LoadPostPage, type LoadedPostPage, type PostPageRequest } from '../../../src/core/use-cases/blog/load-post-page';
import { FakePostReader } from '../../fakes/fake-post-reader';
import { samplePosts, TAX } from '../../fakes/sample-posts';

/** The list, started as a page starts it: with no first page, or with the one the server read for its query. */
function start(reader: FakePostReader, given?: { query: PostPageRequest['query']; first: LoadedPostPage }) {
  const loadPage = new LoadPostPage(reader);
  const actor = createActor(
    postListMachine.provide({ actors: { loadPage: fromPromise(({ input }: { input: PostPageRequest }) => loadPage.execute(input)) } }),
    { input: given ?? { query: {} } },
  );
  actor.start();
  return actor;
}
const settled = (actor: ReturnType<typeof start>) => waitFor(actor, (state) => state.matches('ready') || state.matches('failed'));

describe('the blog list machine', () => {
  it.each([
    [9, [9, 0], false],
    [10, [9, 1], false],
    [18, [9, 9, 0], false],
    [20, [9, 9], true],
  ])('with %i articles loads pages of %j and then offers more: %s', async (count, pages, moreLeft) => {
    const reader = new FakePostReader(samplePosts(count));
    const actor = start(reader);
    actor.send({ type: 'LOAD', query: {} });
    const sizes: number[] = [];
    let shown = 0;
    for (let page = 0; page < pages.length; page++) {
      if (page > 0) actor.send({ type: 'MORE' });
      const state = await settled(actor);
      sizes.push(state.context.posts.length - shown);
      shown = state.context.posts.length;
    }
    expect(sizes).toEqual(pages);
    expect(actor.getSnapshot().context.hasMore).toBe(moreLeft);
    expect(reader.queries.map((query) => query.startIndex)).toEqual(pages.map((_, index) => index * 9));
  });

  it('ignores MORE once a short page came back', async () => {
    const reader = new FakePostReader(samplePosts(4));
    const actor = start(reader);
    actor.send({ type: 'LOAD', query: {} });
    await settled(actor);
    actor.send({ type: 'MORE' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(reader.queries).toHaveLength(1);
  });

  it('starts again from the first page when the query changes', async () => {
    const reader = new FakePostReader(samplePosts(12));
    const actor = start(reader);
    actor.send({ type: 'LOAD', query: {} });
    await settled(actor);
    actor.send({ type: 'LOAD', query: { categoryId: TAX._id } });
    const state = await settled(actor);
    expect(state.context.posts.every((post) => post.category?._id === TAX._id)).toBe(true);
    expect(state.context.posts).toHaveLength(6);
    expect(reader.queries[1]).toEqual({ categoryId: TAX._id, startIndex: 0, limit: 9 });
  });

  it('keeps the shown articles when the next page fails, and retries that page', async () => {
    const reader = new FakePostReader(samplePosts(12));
    const actor = start(reader);
    actor.send({ type: 'LOAD', query: {} });
    await settled(actor);
    reader.failure = new Error('سرور در دسترس نیست');
    actor.send({ type: 'MORE' });
    const failed = await settled(actor);
    expect(failed.matches('failed')).toBe(true);
    expect(failed.context.error).toBe('سرور در دسترس نیست');
    expect(failed.context.posts).toHaveLength(9);
    reader.failure = null;
    actor.send({ type: 'RETRY' });
    const done = await settled(actor);
    expect(done.context.posts).toHaveLength(12);
    expect(done.context.error).toBeNull();
    expect(reader.queries.map((query) => query.startIndex)).toEqual([0, 9, 9]);
  });

  it("falls back to the spec's default text when a failure has no message", async () => {
    const reader = new FakePostReader([]);
    reader.failure = new Error('');
    const actor = start(reader);
    actor.send({ type: 'LOAD', query: {} });
    expect((await settled(actor)).context.error).toBe('خطای ناشناختهای رخ داده است');
  });

  it("shows the server's first page at once, reads nothing for it, and goes on from its end with MORE", async () => {
    const reader = new FakePostReader(samplePosts(12));
    const first = await new LoadPostPage(new FakePostReader(samplePosts(12))).execute({ query: {}, loaded: 0 });
    const actor = start(reader, { query: {}, first });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.posts).toHaveLength(9);
    expect(reader.queries).toEqual([]);
    actor.send({ type: 'MORE' });
    expect((await settled(actor)).context.posts).toHaveLength(12);
    expect(reader.queries).toEqual([{ startIndex: 9, limit: 9 }]);
  });

  it('shows an empty first page from the server as an empty list, and reads afresh for another query', async () => {
    const reader = new FakePostReader(samplePosts(12));
    const actor = start(reader, { query: { searchTerm: 'ناموجود' }, first: { posts: [], hasMore: false } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.posts).toEqual([]);
    actor.send({ type: 'LOAD', query: { categoryId: TAX._id } });
    const state = await settled(actor);
    expect(state.context.given).toBe(false);
    expect(state.context.posts).toHaveLength(6);
    expect(reader.queries).toEqual([{ categoryId: TAX._id, startIndex: 0, limit: 9 }]);
  });
});

import { LoadArticle } from '../../../src/core/use-cases/blog/load-article';
import { FakePostReader } from '../../fakes/fake-post-reader';
import { samplePost, samplePosts, TAX } from '../../fakes/sample-posts';
import type { PostPage, PostQuery } from '../../../src/core/ports/blog/post-reader';

describe('loading an article', () => {
  it('gives the article and up to three others of its category, newest first', async () => {
    const posts = samplePosts(10);
    const result = await new LoadArticle(new FakePostReader(posts)).execute('post-3');
    expect(result.post?.title).toBe('مقاله شماره 3');
    expect(result.related.map((post) => post.slug)).toEqual(['post-1', 'post-5', 'post-7']);
    expect(result.related.every((post) => post.category?._id === TAX._id)).toBe(true);
  });

  it('answers null for an unknown slug', async () => {
    expect(await new LoadArticle(new FakePostReader(samplePosts(3))).execute('nope')).toEqual({ post: null, related: [] });
  });

  it('shows an article without category with no related articles', async () => {
    const reader = new FakePostReader([samplePost({ category: null }), ...samplePosts(3)]);
    expect((await new LoadArticle(reader).execute('راهنمای-مالیات')).related).toEqual([]);
    expect(reader.queries).toEqual([]);
  });

  it('still shows the article when its related list cannot be read', async () => {
    const reader = new FakePostReader(samplePosts(3));
    reader.list = async (_query: PostQuery): Promise<PostPage> => {
      throw new Error('شبکه');
    };
    const result = await new LoadArticle(reader).execute('post-1');
    expect(result.post?.slug).toBe('post-1');
    expect(result.related).toEqual([]);
  });
});

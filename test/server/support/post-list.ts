import type { BlogPost, PostCard } from '../../../src/core/domain/blog-post';
import type { TestServer } from './test-server';

export interface ListJson<Post = BlogPost | PostCard> {
  posts: Post[];
  totalPosts: number;
}

/** GET /api/post/getposts on a test server: `get` answers any status, `list` expects 200. */
export function postList(server: () => TestServer) {
  const get = async (query: Record<string, string> | string = {}) => {
    const qs = typeof query === 'string' ? query : new URLSearchParams(query).toString();
    const response = await fetch(`${server().url}/api/post/getposts?${qs}`);
    return { status: response.status, body: await response.json() };
  };
  const list = async (query: Record<string, string> | string = {}): Promise<ListJson> => {
    const { status, body } = await get(query);
    expect(status).toBe(200);
    return body;
  };
  const titles = (body: ListJson) => body.posts.map((post) => post.title);
  return { get, list, titles };
}

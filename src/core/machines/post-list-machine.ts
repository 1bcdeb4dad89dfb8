import { assign, fromPromise, setup } from 'xstate';
import { ARTICLE_CALL_FAILED, type PostCard } from '../domain/blog-post';
import type { LoadedPostPage, PostPageRequest } from '../use-cases/blog/load-post-page';

export interface PostListContext {
  query: PostPageRequest['query'];
  posts: PostCard[];
  hasMore: boolean;
  error: string | null;
}

export type PostListEvent = { type: 'LOAD'; query: PostPageRequest['query'] } | { type: 'MORE' } | { type: 'RETRY' };

/**
 * The blog list: LOAD (re)starts from the first page for a query; MORE appends the next
 * page, starting at the count already loaded; a page shorter than a full one ends paging.
 * A failed page keeps what was shown and RETRY asks for the same page again.
 */
export const postListMachine = setup({
  types: {
    context: {} as PostListContext,
    events: {} as PostListEvent,
  },
  actors: {
    loadPage: fromPromise<LoadedPostPage, PostPageRequest>(async () => {
      throw new Error('loadPage not provided');
    }),
  },
}).createMachine({
  id: 'postList',
  context: { query: {}, posts: [], hasMore: false, error: null },
  initial: 'idle',
  on: {
    LOAD: {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ query: event.query, posts: [], hasMore: false, error: null })),
    },
  },
  states: {
    idle: {},
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ query: context.query, loaded: context.posts.length }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ posts: [...context.posts, ...event.output.posts], hasMore: event.output.hasMore })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error && event.error.message ? event.error.message : ARTICLE_CALL_FAILED,
          })),
        },
      },
    },
    ready: {
      on: { MORE: { guard: ({ context }) => context.hasMore, target: 'loading' } },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

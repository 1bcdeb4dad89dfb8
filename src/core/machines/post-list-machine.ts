import { assign, fromPromise, setup } from 'xstate';
import { ARTICLE_CALL_FAILED, type PostCard } from '../domain/blog-post';
import type { LoadedPostPage, PostPageRequest } from '../use-cases/blog/load-post-page';

export interface PostListContext {
  query: PostPageRequest['query'];
  posts: PostCard[];
  hasMore: boolean;
  error: string | null;
  /** the first page of `query` came with the page (the server read it for the page it drew) */
  given: boolean;
}

/** The list's query and, when the server read it for the page it drew, its first page. */
export interface PostListInput {
  query: PostPageRequest['query'];
  first?: LoadedPostPage;
}

export type PostListEvent = { type: 'LOAD'; query: PostPageRequest['query'] } | { type: 'MORE' } | { type: 'RETRY' };

/**
 * The blog list: LOAD (re)starts from the first page for a query; MORE appends the next
 * page, starting at the count already loaded; a page shorter than a full one ends paging.
 * A failed page keeps what was shown and RETRY asks for the same page again.
 * Started with a first page (the server's), the list shows it at once and reads nothing.
 */
export const postListMachine = setup({
  types: {
    context: {} as PostListContext,
    events: {} as PostListEvent,
    input: {} as PostListInput,
  },
  guards: {
    firstPageGiven: ({ context }) => context.given,
  },
  actors: {
    loadPage: fromPromise<LoadedPostPage, PostPageRequest>(async () => {
      throw new Error('loadPage not provided');
    }),
  },
}).createMachine({
  id: 'postList',
  description: 'فهرست مقاله‌ها: صفحه اول، «نمایش بیشتر» و تلاش دوباره پس از خطا',
  context: ({ input }) => ({
    query: input.query,
    posts: input.first?.posts ?? [],
    hasMore: input.first?.hasMore ?? false,
    error: null,
    given: input.first !== undefined,
  }),
  initial: 'idle',
  on: {
    LOAD: {
      target: '.loading',
      reenter: true,
      description: 'جستجو، دسته یا صفحه عوض شد: فهرست از ابتدا خوانده می‌شود',
      actions: assign(({ event }) => ({ query: event.query, posts: [], hasMore: false, error: null, given: false })),
    },
  },
  states: {
    idle: {
      description: 'هنوز فهرستی خواسته نشده است',
      always: { guard: 'firstPageGiven', target: 'ready', description: 'صفحه اول فهرست همراه صفحه از سرور رسیده است' },
    },
    loading: {
      description: 'مقاله‌های صفحه بعد از سرور خوانده می‌شوند',
      entry: assign({ error: null }),
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ query: context.query, loaded: context.posts.length }),
        onDone: {
          target: 'ready',
          description: 'مقاله‌ها رسیدند و به انتهای فهرست افزوده شدند',
          actions: assign(({ context, event }) => ({ posts: [...context.posts, ...event.output.posts], hasMore: event.output.hasMore })),
        },
        onError: {
          target: 'failed',
          description: 'خواندن مقاله‌ها ناموفق بود',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error && event.error.message ? event.error.message : ARTICLE_CALL_FAILED,
          })),
        },
      },
    },
    ready: {
      description: 'فهرست نشان داده می‌شود',
      on: {
        MORE: {
          guard: ({ context }) => context.hasMore,
          target: 'loading',
          description: '«نمایش بیشتر» زده شد و مقاله دیگری مانده است',
        },
      },
    },
    failed: {
      description: 'پیام خطا با دکمه تلاش دوباره نشان داده می‌شود',
      on: { RETRY: { target: 'loading', description: 'بازدیدکننده دوباره تلاش کرد' } },
    },
  },
});

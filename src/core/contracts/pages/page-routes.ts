import type { PageTextPage } from '../../domain/page-texts';

/**
 * Who may open a page: anyone; a signed-in visitor (anyone else is sent to /login by the
 * browser, and the server renders nothing for them); the consultant (the admin role), whom the
 * page itself checks, saying why to anyone else.
 */
export type PageGuard = 'public' | 'signed-in' | 'admin';

/**
 * What a page shows from the API at once, loaded before the server renders it. The list of
 * consultation types goes in the page's first state (the store's list, src/core/domain/persisted-state);
 * the others in its first-data block, read by src/ui/first-data/load-first-data.ts.
 */
export type FirstDataNeed = 'reservation-types' | PageDataNeed;
/** the one consultation type of /reservation/:id (and the times taken on its `?date=`) */
export type PageDataNeed =
  'reservation-type' | 'article' | 'post-for-edit' | 'receipt' | 'page-texts' | 'report' | 'latest-posts' | 'post-list' | 'post-categories';

export interface PageRoute {
  /** react-router's pattern: `:name` is one path segment; letter case and a trailing slash do not matter */
  path: string;
  /** the lazily loaded chunk of the page itself (webpackChunkName in src/ui/routes.tsx) */
  chunk: string;
  /** further chunks the page shows at once beside its own */
  alsoShows?: readonly string[];
  /**
   * chunks of parts the page shows below the fold: not asked for by its head, but loaded once
   * the browser is idle after the page's own scripts (src/ui/components/when-idle.ts); the
   * server's HTML of them is the part until then
   */
  showsLater?: readonly string[];
  /**
   * the page's own view is texts and links only, which work as the server's HTML: its chunk is
   * not asked for by its head either, but loaded once the browser is idle, as `showsLater`'s
   */
  ownViewLater?: true;
  guard: PageGuard;
  firstData?: readonly FirstDataNeed[];
  /** whose texts the consultant writes ('page-texts' in firstData loads them) */
  texts?: PageTextPage;
  /** 'site': inside the header and footer; 'bare': a page of its own (sign-in) */
  layout: 'site' | 'bare';
  /** the page it is drawn inside (its path starts with that page's), whose chunk it needs too */
  within?: string;
}

/** Every page of the site, once: the client's router, the server's page shell and the first-data loader read it. */
export const PAGE_ROUTES = {
  login: { path: '/login', chunk: 'page-login', guard: 'public', layout: 'bare' },
  forgotPassword: { path: '/forgot-password', chunk: 'page-forgot-password', guard: 'public', layout: 'bare' },
  resetPassword: { path: '/reset-password', chunk: 'page-reset-password', guard: 'public', layout: 'bare' },
  setup: { path: '/setup', chunk: 'page-setup', guard: 'public', layout: 'bare' },
  home: {
    path: '/',
    chunk: 'page-home',
    ownViewLater: true,
    showsLater: ['page-reservation-teaser', 'page-latest-posts'],
    guard: 'public',
    firstData: ['reservation-types', 'page-texts', 'latest-posts'],
    texts: 'home',
    layout: 'site',
  },
  aboutMe: { path: '/about-me', chunk: 'page-about-me', guard: 'public', firstData: ['page-texts'], texts: 'about-me', layout: 'site' },
  reservations: { path: '/reservations', chunk: 'page-reservations', guard: 'public', firstData: ['reservation-types'], layout: 'site' },
  booking: { path: '/reservation/:id', chunk: 'page-booking', guard: 'public', firstData: ['reservation-type'], layout: 'site' },
  search: { path: '/search', chunk: 'page-blog-list', guard: 'public', firstData: ['post-list', 'post-categories'], layout: 'site' },
  media: { path: '/media', chunk: 'page-blog-list', guard: 'public', firstData: ['post-list', 'post-categories'], layout: 'site' },
  post: { path: '/post/:postSlug', chunk: 'page-post', guard: 'public', firstData: ['article'], layout: 'site' },
  mediaPost: { path: '/media/:postSlug', chunk: 'page-post', guard: 'public', firstData: ['article'], layout: 'site' },
  audit: { path: '/audit', chunk: 'page-audit', guard: 'public', firstData: ['page-texts'], texts: 'audit', layout: 'site' },
  educational: {
    path: '/educational',
    chunk: 'page-educational',
    guard: 'public',
    firstData: ['page-texts'],
    texts: 'educational',
    layout: 'site',
  },
  services: { path: '/services', chunk: 'page-services', guard: 'public', firstData: ['page-texts'], texts: 'services', layout: 'site' },
  terms: { path: '/terms', chunk: 'page-legal', guard: 'public', firstData: ['page-texts'], texts: 'terms', layout: 'site' },
  privacy: { path: '/privacy', chunk: 'page-legal', guard: 'public', firstData: ['page-texts'], texts: 'privacy', layout: 'site' },
  refundPolicy: {
    path: '/refund-policy',
    chunk: 'page-refund-policy',
    guard: 'public',
    firstData: ['page-texts'],
    texts: 'refund-policy',
    layout: 'site',
  },
  contact: { path: '/contact', chunk: 'page-contact', guard: 'public', layout: 'site' },
  paymentCallback: { path: '/payment/callback', chunk: 'page-payment-callback', guard: 'signed-in', layout: 'site' },
  receipt: { path: '/receipt/:id', chunk: 'page-receipt', guard: 'signed-in', firstData: ['receipt'], layout: 'site' },
  // public: who may read it is the report's own rule, and anyone else gets its 404, signed in or not
  report: { path: '/report/:id', chunk: 'page-report', guard: 'public', firstData: ['report'], layout: 'site' },
  reportVersion: { path: '/report/:id/:version', chunk: 'page-report', guard: 'public', firstData: ['report'], layout: 'site' },
  // ?tab=updatePost/{id} is the edit-article screen too, so the dashboard may need its article
  dashboard: { path: '/dashboard', chunk: 'page-dashboard', guard: 'signed-in', firstData: ['post-for-edit'], layout: 'site' },
  editPost: {
    path: '/dashboard/updatePost/:postId',
    chunk: 'page-edit-post',
    guard: 'admin',
    firstData: ['post-for-edit'],
    layout: 'site',
    within: 'dashboard',
  },
  reportDesk: { path: '/dashboard/bookings/:id/report', chunk: 'page-report-desk', guard: 'admin', layout: 'site', within: 'dashboard' },
} as const satisfies Record<string, PageRoute>;

export type PageId = keyof typeof PAGE_ROUTES;
type AlsoShown<Route> = Route extends { alsoShows: readonly (infer Chunk)[] }
  ? Chunk
  : Route extends { showsLater: readonly (infer Chunk)[] }
    ? Chunk
    : never;
/** Every lazily loaded page chunk: the client's router has one import named for each. */
export type PageChunk = (typeof PAGE_ROUTES)[PageId]['chunk'] | AlsoShown<(typeof PAGE_ROUTES)[PageId]> | typeof NOT_FOUND_CHUNK;

/** What any other address shows (the server says 404 beside it). */
export const NOT_FOUND_CHUNK = 'page-not-found';

/** The pages, as their ids, in the table's order. */
export const PAGE_IDS = Object.keys(PAGE_ROUTES) as PageId[];

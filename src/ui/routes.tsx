import { lazy, type ComponentType, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_IDS, PAGE_ROUTES, type PageChunk, type PageGuard, type PageId } from '../core/contracts/pages/page-routes';
import { PageLoading } from './components/loading';
import { PagePart } from './components/page-part';
import { loadWhenIdle } from './components/when-idle';
import { SiteLayout } from './layout/site-layout';
import { RequireLogin } from './guards/require-login';
import { CONSULTANT_ROLES, RequireRole } from './guards/require-role';

/** Each page chunk of the route table, loaded when first shown (the server names them in its HTML). */
const PAGE_VIEWS = {
  // texts and links, which work as the server's HTML (PAGE_ROUTES' ownViewLater): taken over once the browser is idle
  'page-home': lazy(loadWhenIdle(() => import(/* webpackChunkName: "page-home" */ './features/pages/home-page'))),
  // below the fold on `/` (PAGE_ROUTES' showsLater): taken over once the browser is idle too
  'page-reservation-teaser': lazy(
    loadWhenIdle(() => import(/* webpackChunkName: "page-reservation-teaser" */ './features/booking/reservation-teaser')),
  ),
  'page-latest-posts': lazy(loadWhenIdle(() => import(/* webpackChunkName: "page-latest-posts" */ './features/blog/latest-posts'))),
  'page-about-me': lazy(() => import(/* webpackChunkName: "page-about-me" */ './features/pages/about-me-page')),
  'page-audit': lazy(() => import(/* webpackChunkName: "page-audit" */ './features/pages/audit-page')),
  'page-educational': lazy(() => import(/* webpackChunkName: "page-educational" */ './features/pages/educational-page')),
  'page-services': lazy(() => import(/* webpackChunkName: "page-services" */ './features/pages/services-page')),
  'page-contact': lazy(() => import(/* webpackChunkName: "page-contact" */ './features/contact/contact-page')),
  'page-legal': lazy(() => import(/* webpackChunkName: "page-legal" */ './features/pages/legal-page')),
  'page-refund-policy': lazy(() => import(/* webpackChunkName: "page-refund-policy" */ './features/pages/refund-policy-page')),
  'page-not-found': lazy(() => import(/* webpackChunkName: "page-not-found" */ './features/pages/not-found-page')),
  'page-reservations': lazy(() => import(/* webpackChunkName: "page-reservations" */ './features/booking/reservations-page')),
  'page-booking': lazy(() => import(/* webpackChunkName: "page-booking" */ './features/booking/booking-page')),
  'page-payment-callback': lazy(() => import(/* webpackChunkName: "page-payment-callback" */ './features/payment/payment-callback-page')),
  'page-receipt': lazy(() => import(/* webpackChunkName: "page-receipt" */ './features/receipt/receipt-page')),
  'page-blog-list': lazy(() => import(/* webpackChunkName: "page-blog-list" */ './features/blog/blog-list-page')),
  'page-post': lazy(() => import(/* webpackChunkName: "page-post" */ './features/blog/post-page')),
  'page-login': lazy(() => import(/* webpackChunkName: "page-login" */ './features/account/login-page')),
  'page-forgot-password': lazy(() => import(/* webpackChunkName: "page-forgot-password" */ './features/account/forgot-password-page')),
  'page-reset-password': lazy(() => import(/* webpackChunkName: "page-reset-password" */ './features/account/reset-password-page')),
  'page-setup': lazy(() => import(/* webpackChunkName: "page-setup" */ './features/account/setup-page')),
  'page-dashboard': lazy(() => import(/* webpackChunkName: "page-dashboard" */ './dashboard/dashboard-page')),
  'page-edit-post': lazy(() => import(/* webpackChunkName: "page-edit-post" */ './dashboard/edit-post-route')),
  'page-report': lazy(() => import(/* webpackChunkName: "page-report" */ './features/reports/report-page')),
  'page-report-desk': lazy(() => import(/* webpackChunkName: "page-report-desk" */ './dashboard/report-desk-route')),
} satisfies Record<PageChunk, unknown>;

const HomePage = PAGE_VIEWS['page-home'];
const ReservationTeaser = PAGE_VIEWS['page-reservation-teaser'];
const LatestPosts = PAGE_VIEWS['page-latest-posts'];
const BlogListPage = PAGE_VIEWS['page-blog-list'];
const NotFoundPage = PAGE_VIEWS['page-not-found'];
const LegalPage = PAGE_VIEWS['page-legal'];

/** The pages drawn with more than their own view: the home page's parts, the blog list's mode. */
const DRAWN_WITH: Partial<Record<PageId, ReactElement>> = {
  home: (
    <HomePage
      teaser={
        <PagePart>
          <ReservationTeaser />
        </PagePart>
      }
      latestPosts={
        <PagePart>
          <LatestPosts />
        </PagePart>
      }
    />
  ),
  search: <BlogListPage mode="search" />,
  media: <BlogListPage mode="media" />,
  terms: <LegalPage kind="terms" />,
  privacy: <LegalPage kind="privacy" />,
};

function elementOf(id: PageId): ReactElement {
  const View = PAGE_VIEWS[PAGE_ROUTES[id].chunk] as ComponentType;
  return DRAWN_WITH[id] ?? <View />;
}

/** A page behind its guard; the consultant's pages say why to anyone else. */
function guarded(guard: PageGuard, route: RouteObject): RouteObject {
  if (guard === 'public') return route;
  return { element: guard === 'signed-in' ? <RequireLogin /> : <RequireRole allowed={CONSULTANT_ROLES} />, children: [route] };
}

function routeOf(id: PageId): RouteObject {
  const inside = PAGE_IDS.filter((other) => (PAGE_ROUTES[other] as { within?: string }).within === id).map(routeOf);
  return guarded(PAGE_ROUTES[id].guard, {
    path: PAGE_ROUTES[id].path,
    element: elementOf(id),
    ...(inside.length > 0 ? { children: inside } : {}),
  });
}

const outermost = (layout: 'site' | 'bare') =>
  PAGE_IDS.filter((id) => !('within' in PAGE_ROUTES[id]) && PAGE_ROUTES[id].layout === layout).map(routeOf);

/** The router's routes, made from the route table: the sign-in page alone, every other page inside the site's layout. */
export const APP_ROUTES: RouteObject[] = [
  ...outermost('bare'),
  { element: <SiteLayout />, children: [...outermost('site'), { path: '*', element: <NotFoundPage /> }] },
];

/**
 * Every page of the route table; pages load lazily and show 'Loading...' meanwhile. The page is
 * marked as answering clicks and keys once it and every lazily loaded part in it have been
 * taken over (PagePart), not when only the shell around them has.
 */
export function AppRoutes() {
  const page = useRoutes(APP_ROUTES);
  return <PagePart fallback={<PageLoading />}>{page}</PagePart>;
}

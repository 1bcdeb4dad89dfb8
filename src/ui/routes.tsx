import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from './components/loading';
import { SiteLayout } from './layout/site-layout';
import { RequireLogin } from './guards/require-login';
import { CONSULTANT_ROLES, RequireRole } from './guards/require-role';

const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './features/pages/home-page'));
const ReservationTeaser = lazy(() => import(/* webpackChunkName: "page-reservation-teaser" */ './features/booking/reservation-teaser'));
const LatestPosts = lazy(() => import(/* webpackChunkName: "page-latest-posts" */ './features/blog/latest-posts'));
const AboutMePage = lazy(() => import(/* webpackChunkName: "page-about-me" */ './features/pages/about-me-page'));
const AuditPage = lazy(() => import(/* webpackChunkName: "page-audit" */ './features/pages/audit-page'));
const EducationalPage = lazy(() => import(/* webpackChunkName: "page-educational" */ './features/pages/educational-page'));
const ServicesPage = lazy(() => import(/* webpackChunkName: "page-services" */ './features/pages/services-page'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ './features/pages/not-found-page'));
const ReservationsPage = lazy(() => import(/* webpackChunkName: "page-reservations" */ './features/booking/reservations-page'));
const BookingPage = lazy(() => import(/* webpackChunkName: "page-booking" */ './features/booking/booking-page'));
const PaymentCallbackPage = lazy(() => import(/* webpackChunkName: "page-payment-callback" */ './features/payment/payment-callback-page'));
const BlogListPage = lazy(() => import(/* webpackChunkName: "page-blog-list" */ './features/blog/blog-list-page'));
const PostPage = lazy(() => import(/* webpackChunkName: "page-post" */ './features/blog/post-page'));
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ './features/account/login-page'));
const DashboardPage = lazy(() => import(/* webpackChunkName: "page-dashboard" */ './dashboard/dashboard-page'));
const EditPostRoute = lazy(() => import(/* webpackChunkName: "page-edit-post" */ './dashboard/edit-post-route'));

/**
 * Marks the page as answering clicks and keys (html[data-interactive]). It sits beside the
 * routes, inside their Suspense boundary, so on a page the server sent it is marked once the
 * page itself, not only the shell around it, has been taken over.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

/** Every route of the spec's table; pages load lazily and show 'Loading...' meanwhile. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <InteractiveMark />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<SiteLayout />}>
          <Route
            index
            element={<HomePage teaser={<Suspense fallback={null}><ReservationTeaser /></Suspense>} latestPosts={<Suspense fallback={null}><LatestPosts /></Suspense>} />}
          />
          <Route path="about-me" element={<AboutMePage />} />
          <Route path="reservations" element={<ReservationsPage />} />
          <Route path="reservation/:id" element={<BookingPage />} />
          <Route path="search" element={<BlogListPage mode="search" />} />
          <Route path="media" element={<BlogListPage mode="media" />} />
          <Route path="post/:postSlug" element={<PostPage />} />
          <Route path="media/:postSlug" element={<PostPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="educational" element={<EducationalPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route element={<RequireLogin />}>
            <Route path="payment/callback" element={<PaymentCallbackPage />} />
            <Route path="dashboard" element={<DashboardPage />}>
              <Route element={<RequireRole allowed={CONSULTANT_ROLES} />}>
                <Route path="updatePost/:postId" element={<EditPostRoute />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

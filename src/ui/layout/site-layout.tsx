import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { PAGE_FADE_MS } from '../../core/domain/limits';
import { PageLoading } from '../components/loading';
import { PagePart } from '../components/page-part';
import { loadWhenIdle } from '../components/when-idle';
import { Header } from './header';
import { scrollToHashTarget } from './scroll-to-hash-target';

// the footer has only links, which work as the server's HTML: taken over once the browser is idle, and
// not waited for before the page is marked as answering (a form on the page is ready without it)
const Footer = lazy(loadWhenIdle(() => import(/* webpackChunkName: "footer" */ './footer').then(({ Footer }) => ({ default: Footer }))));

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Fade = styled.div<{ $fade: boolean }>`
  flex: 1;
  /* the footer starts below the fold, so it does not jump down when the page's content arrives */
  min-height: 100vh;
  animation: ${({ $fade }) =>
    $fade
      ? css`
          ${fadeIn} ${PAGE_FADE_MS / 1000}s ease-in
        `
      : 'none'};
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 1rem;
    top: 1rem;
    z-index: 100;
    background: ${({ theme }) => theme.colors.surface};
    padding: 0.5rem 1rem;
  }
`;

export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

/** Scrolls to the top on a new page, or to the element a #hash names. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash && scrollToHashTarget(hash)) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/**
 * Header, page with a 0.3 s fade, footer; dashboard paths get their own header. The header is
 * taken over first (its menu, search and theme switch are what a visitor touches); the footer
 * once the browser is idle, its links working as plain links until then.
 */
export function SiteLayout() {
  const location = useLocation();
  useScrollOnNavigate();
  // the fade is a transition between pages: the first page shows at once, not 0.3 s later
  const navigated = useRef(false);
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== firstPath.current) navigated.current = true;
  }, [location.pathname]);
  const fade = navigated.current || location.pathname !== firstPath.current;
  return (
    <Shell>
      <SkipLink href="#content">پرش به محتوا</SkipLink>
      <Header variant={isDashboardPath(location.pathname) ? 'dashboard' : 'public'} />
      <Fade key={location.pathname} id="content" $fade={fade}>
        <PagePart fallback={<PageLoading />}>
          <Outlet />
        </PagePart>
      </Fade>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Shell>
  );
}

import { lazy, type ReactNode } from 'react';
import { Link, Outlet, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../app-state/app-state-context';
import { PageLoading } from '../components/loading';
import { PagePart } from '../components/page-part';
import { RequireAdmin } from '../guards/require-admin';
import { RequireRole } from '../guards/require-role';
import { dashboardHref, EDIT_POST_TAB_PREFIX } from '../../core/contracts/pages/dashboard-tabs';
import { DASHBOARD_TABS, defaultTabFor, EDIT_POST_GUARD, type TabGuard } from './dashboard-tabs';

const EditPostTab = lazy(() => import('../features/admin/edit-post-tab'));

const Layout = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  display: grid;
  grid-template-columns: 220px 1fr;
  gap: 1.5rem;
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
  @media (max-width: 767px) {
    ul {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
  a {
    display: block;
    padding: 0.55rem 0.85rem;
    border-radius: 8px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Panel = styled.section`
  min-width: 0;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** The tab ?tab= names with its guard, or null when there is no such tab. */
function useActiveTab(isAdmin: boolean) {
  const [params] = useSearchParams();
  const key = params.get('tab') ?? defaultTabFor(isAdmin);
  if (key.startsWith(EDIT_POST_TAB_PREFIX)) {
    const postId = key.slice(EDIT_POST_TAB_PREFIX.length);
    return postId ? { key, guard: EDIT_POST_GUARD, content: <EditPostTab postId={postId} /> } : null;
  }
  const tab = DASHBOARD_TABS.find((candidate) => candidate.key === key);
  return tab ? { key, guard: tab.guard, content: <tab.Component /> } : null;
}

/** The tab behind its guard; the login guard is the dashboard's own. */
function Guarded({ guard, children }: { guard: TabGuard; children: ReactNode }) {
  if (guard === 'login') return <>{children}</>;
  if (guard === 'admin') return <RequireAdmin>{children}</RequireAdmin>;
  return <RequireRole allowed={guard.roles}>{children}</RequireRole>;
}

const DASHBOARD_TITLE = 'داشبورد';

/**
 * /dashboard: a side menu and the tab that ?tab= selects, as the page's main landmark. The page's
 * h1 is for screen readers; sighted users read the tab's own h2.
 */
export default function DashboardPage() {
  const user = useCurrentUser();
  const active = useActiveTab(Boolean(user?.isAdmin));
  // a child page (the article editor, a booking's report) is drawn in the panel
  const { postId, id: reportBookingId } = useParams();
  const childPage = postId ?? reportBookingId;
  const visibleTabs = DASHBOARD_TABS.filter((tab) => tab.menu === 'everyone' || (tab.menu === 'admins' && user?.isAdmin));
  return (
    <Layout>
      <h1 className="visually-hidden">{DASHBOARD_TITLE}</h1>
      <Side aria-label="بخش‌های داشبورد">
        <ul>
          {visibleTabs.map((tab) => (
            <li key={tab.key}>
              <Link to={dashboardHref(tab.key)} aria-current={active?.key === tab.key && !childPage ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </Side>
      <Panel>
        <PagePart fallback={<PageLoading />}>
          {childPage ? (
            <Outlet />
          ) : active === null ? (
            <p role="alert">این بخش پیدا نشد.</p>
          ) : (
            <Guarded guard={active.guard}>{active.content}</Guarded>
          )}
        </PagePart>
      </Panel>
    </Layout>
  );
}

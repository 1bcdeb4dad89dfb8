import { PAGE_ROUTES } from './page-routes';

/** The dashboard's tabs, as `?tab=` names them (their labels and views are src/ui/dashboard/dashboard-tabs.ts). */
export const DASHBOARD_TAB_KEYS = [
  'business',
  'agenda',
  'profile',
  'reservations',
  'posts',
  'addPost',
  'categories',
  'schedule',
  'daysOff',
  'bookings',
  'payments',
  'outbox',
  'contactMessages',
  'pageTexts',
  'siteSettings',
  'taxInvoices',
] as const;
export type DashboardTabKey = (typeof DASHBOARD_TAB_KEYS)[number];

/** ?tab=updatePost/{postId}: the edit-article screen, reached from the article list. */
export const EDIT_POST_TAB_PREFIX = 'updatePost/';
export type EditPostTab = `${typeof EDIT_POST_TAB_PREFIX}${string}`;

export function editPostTab(postId: string): EditPostTab {
  return `${EDIT_POST_TAB_PREFIX}${postId}`;
}

/** The article `?tab=` names for editing, or null when it names another tab (or none). */
export function editPostIdOf(tab: string | null): string | null {
  return tab?.startsWith(EDIT_POST_TAB_PREFIX) ? tab.slice(EDIT_POST_TAB_PREFIX.length) || null : null;
}

/** The address of a dashboard tab: /dashboard?tab=… */
export function dashboardHref(tab: DashboardTabKey | EditPostTab): string {
  return `${PAGE_ROUTES.dashboard.path}?tab=${tab}`;
}

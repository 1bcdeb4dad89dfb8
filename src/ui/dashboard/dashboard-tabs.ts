import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CONSULTANT_ROLES, type Role } from '../guards/require-role';
import type { DashboardTabKey } from '../../core/contracts/pages/dashboard-tabs';

/**
 * Who may open a tab, beyond being signed in (the whole dashboard is behind the login guard):
 * anyone signed in, an admin (the admin guard), or the holders of some roles (the role guard).
 */
export type TabGuard = 'login' | 'admin' | { roles: Role[] };

export interface DashboardTab {
  /** the value of ?tab= */
  key: DashboardTabKey;
  label: string;
  guard: TabGuard;
  /** whose side menu lists it; addPost and updatePost are reached from the article list */
  menu: 'everyone' | 'admins' | 'nobody';
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * Every dashboard tab, in menu order. Each feature's tab is loaded only when opened. The article
 * list is any signed-in user's to open (a non-admin reads 'هنوز مقاله ای اضافه نکردید', as the
 * spec says); the schedule, all bookings and refunds are the spec's three role-guarded pages
 * with no path of their own.
 */
export const DASHBOARD_TABS: DashboardTab[] = [
  {
    key: 'business',
    label: 'نمای کلی',
    guard: 'admin',
    menu: 'admins',
    Component: lazy(() => import('../features/business/business-tab')),
  },
  {
    key: 'agenda',
    label: 'برنامهٔ کاری',
    guard: { roles: CONSULTANT_ROLES },
    menu: 'admins',
    Component: lazy(() => import('../features/business/agenda-tab')),
  },
  { key: 'profile', label: 'پروفایل', guard: 'login', menu: 'everyone', Component: lazy(() => import('../features/account/profile-tab')) },
  {
    key: 'reservations',
    label: 'رزروهای من',
    guard: 'login',
    menu: 'everyone',
    Component: lazy(() => import('../features/payment/my-reservations-tab')),
  },
  { key: 'posts', label: 'مقالات من', guard: 'login', menu: 'admins', Component: lazy(() => import('../features/admin/posts-tab')) },
  {
    key: 'addPost',
    label: 'افزودن مقاله',
    guard: 'admin',
    menu: 'nobody',
    Component: lazy(() => import('../features/admin/add-post-tab')),
  },
  {
    key: 'categories',
    label: 'دسته بندی ها',
    guard: 'admin',
    menu: 'admins',
    Component: lazy(() => import('../features/admin/categories-tab')),
  },
  {
    key: 'schedule',
    label: 'انواع رزرو و زمان‌ها',
    guard: { roles: CONSULTANT_ROLES },
    menu: 'admins',
    Component: lazy(() => import('../features/schedule/schedule-tab')),
  },
  {
    key: 'daysOff',
    label: 'روزهای تعطیل',
    guard: { roles: CONSULTANT_ROLES },
    menu: 'admins',
    Component: lazy(() => import('../features/days-off/days-off-tab')),
  },
  {
    key: 'bookings',
    label: 'همه رزروها',
    guard: { roles: CONSULTANT_ROLES },
    menu: 'admins',
    Component: lazy(() => import('../features/schedule/bookings-tab')),
  },
  {
    key: 'payments',
    label: 'بازگشت وجه',
    guard: { roles: CONSULTANT_ROLES },
    menu: 'admins',
    Component: lazy(() => import('../features/refunds/refunds-tab')),
  },
  {
    key: 'outbox',
    label: 'پیام‌ها',
    guard: { roles: CONSULTANT_ROLES },
    menu: 'admins',
    Component: lazy(() => import('../features/outbox/outbox-tab')),
  },
  {
    key: 'contactMessages',
    label: 'پیام‌های رسیده',
    guard: { roles: CONSULTANT_ROLES },
    menu: 'admins',
    Component: lazy(() => import('../features/contact/contact-messages-tab')),
  },
  {
    key: 'pageTexts',
    label: 'متن صفحات',
    guard: 'admin',
    menu: 'admins',
    Component: lazy(() => import('../features/admin/page-texts/page-texts-tab')),
  },
  {
    key: 'siteSettings',
    label: 'تنظیمات سایت',
    guard: 'admin',
    menu: 'admins',
    Component: lazy(() => import('../features/site-settings/site-settings-tab')),
  },
  // for now a tab of its own; its section belongs in «تنظیمات سایت» once that tab exists
  {
    key: 'taxInvoices',
    label: 'صورت‌حساب‌های الکترونیکی',
    guard: 'admin',
    menu: 'admins',
    Component: lazy(() => import('../features/tax-invoices/tax-invoices-tab')),
  },
];

/** ?tab=updatePost/{postId}, the edit-article screen, role-guarded like its nested route. */
export const EDIT_POST_GUARD: TabGuard = { roles: CONSULTANT_ROLES };
export const DEFAULT_TAB: DashboardTabKey = 'profile';

/** The tab /dashboard opens on: the view of the business for the consultant, the profile for a customer. */
export function defaultTabFor(isAdmin: boolean): DashboardTabKey {
  return isAdmin ? 'business' : DEFAULT_TAB;
}

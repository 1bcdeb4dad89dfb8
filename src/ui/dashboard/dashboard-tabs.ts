import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface DashboardTab {
  /** the value of ?tab= */
  key: string;
  label: string;
  adminOnly: boolean;
  /** shown in the side menu; addPost and updatePost are reached from the article list */
  listed: boolean;
  Component: LazyExoticComponent<ComponentType>;
}

/** Every dashboard tab, in menu order. Each feature's tab is loaded only when opened. */
export const DASHBOARD_TABS: DashboardTab[] = [
  { key: 'profile', label: 'پروفایل', adminOnly: false, listed: true, Component: lazy(() => import('../features/account/profile-tab')) },
  { key: 'reservations', label: 'رزروهای من', adminOnly: false, listed: true, Component: lazy(() => import('../features/payment/my-reservations-tab')) },
  { key: 'posts', label: 'مقالات من', adminOnly: true, listed: true, Component: lazy(() => import('../features/admin/posts-tab')) },
  { key: 'addPost', label: 'افزودن مقاله', adminOnly: true, listed: false, Component: lazy(() => import('../features/admin/add-post-tab')) },
  { key: 'categories', label: 'دسته بندی ها', adminOnly: true, listed: true, Component: lazy(() => import('../features/admin/categories-tab')) },
  { key: 'schedule', label: 'انواع رزرو و زمان‌ها', adminOnly: true, listed: true, Component: lazy(() => import('../features/schedule/schedule-tab')) },
  { key: 'bookings', label: 'همه رزروها', adminOnly: true, listed: true, Component: lazy(() => import('../features/schedule/bookings-tab')) },
  { key: 'payments', label: 'بازگشت وجه', adminOnly: true, listed: true, Component: lazy(() => import('../features/refunds/refunds-tab')) },
];

export const EDIT_POST_TAB_PREFIX = 'updatePost/';
export const DEFAULT_TAB = 'profile';

export interface NavItem {
  to: string;
  label: string;
}

/** The header's links (spec section 2); the login link is added in the small-screen menu only. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'خانه' },
  { to: '/reservations', label: 'رزرو مشاوره' },
  { to: '/services', label: 'خدمات' },
  { to: '/search', label: 'مقالات' },
  { to: '/media', label: 'رسانه' },
  { to: '/about-me', label: 'درباره من' },
];

export const LOGIN_NAV_ITEM: NavItem = { to: '/login', label: 'ورود' };

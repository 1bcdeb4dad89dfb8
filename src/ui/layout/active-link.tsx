import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router-dom';

/**
 * Whether a header link's page is the one open, as react-router's NavLink decides it: the same
 * path, or (unless `end`) a path inside it; letter case does not matter.
 */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  const boundary = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(boundary) === '/');
}

/**
 * A link to one of the site's own pages (a path), marked `active` and `aria-current="page"` while
 * that page is open: what the header needs of NavLink, whose data-router parts (pending and
 * view-transition states) the site does not use, without shipping them in every page's first load.
 */
export function ActiveLink({ to, end = false, className, ...rest }: ComponentProps<typeof Link> & { to: string; end?: boolean }) {
  const active = isActivePath(useLocation().pathname, to, end);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}

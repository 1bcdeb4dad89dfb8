import { forwardRef, useContext, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, useHref, useLinkClickHandler, type LinkProps } from 'react-router';

/** an address with a scheme (`https:`, `mailto:`) or starting with `//`: not one of the site's pages */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * react-router's <Link>, made of the hooks react-router offers for a link of one's own (useHref,
 * useLinkClickHandler): the same `<a href>`, which works before the app has taken the page over,
 * and the same client-side navigation once it has, with `replace`, `state`, `target`,
 * `preventScrollReset` and `reloadDocument`. What it leaves out is what only react-router's
 * framework mode uses, prefetching the next page's modules (`prefetch`) and route discovery
 * (`data-discover`), whose code came with every page's first load (1.5 KiB of gzip) though no
 * link of the site asks for it. `import { Link } from 'react-router-dom'` is this
 * (src/ui/router/react-router-dom.ts, by webpack's and jest's alias).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    // framework mode's: no link of the site uses them
    prefetch: _prefetch,
    discover: _discover,
    mask: _mask,
    defaultShouldRevalidate: _revalidate,
    ...rest
  },
  ref,
) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext) as { useTransitions?: boolean };
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    useTransitions,
  });
  const inSite = !(external || reloadDocument);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- its content comes with the rest of the props, as children
  return <a {...rest} ref={ref} href={external ? (to as string) : href} target={target} onClick={inSite ? handleClick : onClick} />;
});

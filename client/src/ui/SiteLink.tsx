/**
 * Links to pages of the site followed in the page by the router, without react-router's `<Link>`
 * and `<NavLink>` (their cost per instance, below): `useInSiteLinkClicks` for an element holding
 * many plain anchors, `SiteLink` for one link. One module, so that the routes that use them share
 * one small chunk.
 */
import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cx } from './class-names.js';

/**
 * A click handler for an element holding plain in-site links (`<a href="/…">`): it follows them
 * with the router, as react-router's `<Link>` does (no document load), one handler for all of
 * them. For long lists: each `<Link>` resolves its path against the route matches (serializing
 * them) and sets up its own click handler, 30 to 40 µs of every server render per link; a plain
 * anchor costs nothing.
 *
 * The clicks left to the browser are those `<Link>` leaves to it too: another button, a modifier
 * key (new tab or window, download), a target other than `_self`, a `download` attribute, another
 * origin, or a click a handler of the link already took. Until the page has hydrated the links
 * load their page like any link, with the same result.
 */
export function useInSiteLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
      if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) {
        return;
      }
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}

/**
 * Whether `to` is the page at `pathname` or a page below it, as react-router's `<NavLink>` decides
 * (without `end`, case-insensitive).
 */
export function isCurrentPage(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const page = to.length > 1 ? to.toLowerCase().replace(/\/+$/, '') : to;
  return here === page || (page !== '/' && here.startsWith(`${page}/`));
}

/**
 * A link to a page of the site (an absolute path), followed in the page by the router like
 * react-router's `<Link>` (`useInSiteLinkClicks`); with `activeClassName`, the current page's link
 * is marked like `<NavLink>` marks it: `aria-current="page"` and that class. A plain anchor:
 * `<Link>` and `<NavLink>` resolve their path against the route matches and build their handlers
 * on every render, 35 to 50 µs of a server render each.
 */
export function SiteLink({
  to,
  className,
  activeClassName,
  onClick,
  children,
}: {
  to: string;
  className?: string;
  activeClassName?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const follow = useInSiteLinkClicks();
  const current = activeClassName !== undefined && isCurrentPage(pathname, to);
  return (
    <a
      href={to}
      className={cx(className, current && activeClassName) || undefined}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
    >
      {children}
    </a>
  );
}

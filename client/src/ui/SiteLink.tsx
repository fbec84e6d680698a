import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useInSiteLinkClicks } from './in-site-links.js';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

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

/**
 * Links in content HTML (`SafeHtml`) to a page of this app navigate with React Router, as a
 * `<Link>` does, instead of reloading the document: one click handler on the container.
 */
import { createContext, useCallback, useContext, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Whether a pathname is one of the app's pages (the app provides it; nothing is, by default). */
export type IsAppPath = (pathname: string) => boolean;

const AppPathContext = createContext<IsAppPath>(() => false);
export const AppPathProvider = AppPathContext.Provider;

/**
 * The in-app path a click on content HTML should navigate to, or null to leave it to the browser:
 * React Router's `<Link>` rules (`shouldProcessLinkClick`), for a path the app's routes serve.
 */
export function appLinkTarget(
  event: Pick<
    MouseEvent,
    | 'button'
    | 'metaKey'
    | 'altKey'
    | 'ctrlKey'
    | 'shiftKey'
    | 'defaultPrevented'
    | 'target'
    | 'currentTarget'
  >,
  current: { pathname: string; search: string },
  isAppPath: IsAppPath,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link?.hasAttribute('href') || !(event.currentTarget as Node).contains(link)) return null;
  if (link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  // `href` is the attribute resolved against the document, so relative links work as written.
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || !isAppPath(url.pathname)) return null;
  // Only the fragment changes: the browser's own jump within the page.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The click handler for a container of content HTML. */
export function useAppLinks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const isAppPath = useContext(AppPathContext);
  return useCallback(
    (event: MouseEvent) => {
      const to = appLinkTarget(event, location, isAppPath);
      if (to === null) return;
      event.preventDefault();
      // As `<Link>`: a link to the current page replaces the history entry rather than adding one.
      void navigate(to, {
        replace: to === `${location.pathname}${location.search}${location.hash}`,
      });
    },
    [navigate, location, isAppPath],
  );
}

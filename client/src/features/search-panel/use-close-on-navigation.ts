/**
 * The visitor's navigations (a result, 'view more', the back button) close the panel; the page
 * rewriting its own URL in place (the glossary finder's text, a grid's view) does not.
 *
 * React Router pushes a navigation's address, then commits its location in a transition: a panel
 * opened in between (a '/' pressed right after a click) reads the old location as its own, and the
 * commit that follows is not a navigation of the visitor's after the panel opened. Such a panel
 * takes the address the browser already shows as its own too.
 */
import { useEffect, useRef, useState } from 'react';
import {
  createPath,
  NavigationType,
  useLocation,
  useNavigationType,
  type Location,
} from 'react-router-dom';

/** A location as the address bar writes it (percent-encoded), to compare with the browser's. */
const addressOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => {
  const url = new URL(createPath(location), window.location.origin);
  return `${url.pathname}${url.search}${url.hash}`;
};

export function useCloseOnNavigation(close: (restoreFocus: boolean) => void) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const openedAt = useRef(location.key);
  // The browser's address when the panel opened, if the router had not committed it yet.
  const [committing] = useState(() => {
    // Only a browser has an address bar (the server never renders an open panel).
    if (typeof window === 'undefined') return null;
    const shown = addressOf(window.location);
    return shown === addressOf(location) ? null : shown;
  });
  const awaited = useRef(committing);
  useEffect(() => {
    if (location.key === openedAt.current) return;
    const commit = awaited.current !== null && addressOf(location) === awaited.current;
    awaited.current = null;
    if (commit || navigationType === NavigationType.Replace) openedAt.current = location.key;
    else close(false);
  }, [location, navigationType, close]);
}

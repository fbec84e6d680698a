/**
 * The visitor's navigations (a result, 'view more', the back button) close the panel; the page
 * rewriting its own URL in place (the glossary finder's text, a grid's view) does not.
 */
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

export function useCloseOnNavigation(close: (restoreFocus: boolean) => void) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key === openedAt.current) return;
    if (navigationType === NavigationType.Replace) openedAt.current = location.key;
    else close(false);
  }, [location.key, navigationType, close]);
}

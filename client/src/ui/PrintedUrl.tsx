import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useInBrowser } from './hydration.js';

/**
 * The page's address with its query, on paper only (`.print-only`), so a printed results page names
 * its tab and view. Written in the browser: the server's HTML is the same for every visitor.
 */
export function PrintedUrl() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const inBrowser = useInBrowser();
  if (!inBrowser) return null;
  return (
    <p className="print-only">
      {intl.formatMessage(
        { id: 'app.printedUrl' },
        { url: `${window.location.origin}${pathname}${search}` },
      )}
    </p>
  );
}

/**
 * The error page (specification §2): 'Page not found 404' for a 404, else 'An error occurred', then
 * the error's message. A failed lazy chunk reloads the page instead (`chunk-reload.ts`).
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { routePath } from '#shared/routes.js';
import { isChunkLoadError, reloadOnce } from '../app/chunk-reload.js';
import { useAppSelector } from '../app/hooks.js';
import { useSiteConfig } from '../app/site-config.js';
import { selectLang } from '../app/token-slice.js';
import { isHydrating } from '../ui/hydration.js';
import { ProgressBar } from '../ui/ProgressBar.js';
import styles from './ErrorPage.module.css';
import pageStyles from './StaticPage.module.css';
import { useReportNavigationFailure } from './navigation-failure.js';

export function errorStatus(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const message =
      typeof error.data === 'string' && error.data ? error.data : error.statusText || null;
    return { status: error.status, message };
  }
  return { status: 500, message: null };
}

/** The page's language is the store's (committed by the language middleware, or the server's). */
export function ErrorPage() {
  const lang = useAppSelector(selectLang);
  const error = useRouteError();
  const intl = useIntl();
  const site = useSiteConfig();
  const { status, message } = errorStatus(error);
  const heading = intl.formatMessage({ id: status === 404 ? 'error.notFound' : 'error.generic' });
  const detail = status === 404 ? intl.formatMessage({ id: 'error.notFoundMessage' }) : message;
  // The red bar says that a navigation failed: none on the page as the server sent it (the same
  // bytes for every visitor, hydrated as they are), one for each failed navigation after it. It is
  // the root layout's bar, told before the browser paints; the error page draws its own only
  // where no layout is around it.
  const location = useLocation();
  const [servedKey] = useState(() =>
    typeof document === 'undefined' || isHydrating() ? location.key : null,
  );
  const failedHere = location.key !== servedKey;
  const reportFailure = useReportNavigationFailure();
  useLayoutEffect(() => {
    if (failedHere) reportFailure?.(location.key);
  }, [failedHere, reportFailure, location.key]);

  useEffect(() => {
    if (isChunkLoadError(error))
      reloadOnce(window.sessionStorage, () => {
        window.location.reload();
      });
    document.title = intl.formatMessage(
      { id: 'app.title.error' },
      { message: heading, group: site.groupName },
    );
  }, [error, heading, intl, site.groupName]);

  return (
    <section className={pageStyles.page} aria-labelledby="error-heading">
      {failedHere && !reportFailure && (
        <ProgressBar
          key={location.key}
          active={false}
          failed
          label={intl.formatMessage({ id: 'app.loadingPage' })}
        />
      )}
      <h1 id="error-heading">{heading}</h1>
      {detail && <p>{detail}</p>}
      <ul className={styles.links}>
        <li>
          <Link to={`/${lang}`} reloadDocument>
            <FormattedMessage id="error.backHome" />
          </Link>
        </li>
        <li>
          <Link to={routePath('glossary', lang, site.siteSegment)} reloadDocument>
            <FormattedMessage id="error.toGlossary" />
          </Link>
        </li>
      </ul>
    </section>
  );
}

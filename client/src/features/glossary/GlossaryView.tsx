import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { displayTitle } from '#shared/text.js';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryHomePage } from '#shared/types/entities.js';
import type { GlossaryTerm } from './filter.js';
import { SafeHtml } from '../../ui/SafeHtml.js';
import { Spinner } from '../../ui/Spinner.js';
import { GlossaryFinder } from './GlossaryFinder.js';
import styles from './GlossaryView.module.css';
import { scrollBehavior } from './scroll.js';
import { TermOfDay } from './TermOfDay.js';

/** What the view needs of the glossary list: the home page and each term's card fields. */
export interface GlossaryViewData {
  page: GlossaryHomePage;
  pageGlosarioLandings: GlossaryTerm[];
}

export type GlossaryStatus = 'loading' | 'success' | 'error';

export interface GlossaryViewProps {
  lang: Lang;
  status: GlossaryStatus;
  data?: GlossaryViewData;
  /** Raw messages of a failed load, listed under the error text. */
  messages?: string[];
  /** The day (`YYYY-MM-DD`) of the term of the day, as the page was rendered. */
  day?: string;
}

/**
 * The glossary screen (SPEC sections 2, 4, 5 and 8): the intro and the finder once the glossary
 * has loaded; a spinner while it loads; the error text and the raw messages when it failed.
 */
export function GlossaryView({ lang, status, data, messages = [], day }: GlossaryViewProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (status === 'loading') {
    return (
      <div className={styles.glossary}>
        <h1 className={styles.title}>
          <FormattedMessage id="glossary.title" />
        </h1>
        <Spinner label={intl.formatMessage({ id: 'glossary.loading' })} size="large" />
      </div>
    );
  }

  // A "success" without data is the spec's 'data error': shown as a failed load.
  if (status === 'error' || data === undefined) {
    return (
      <div className={styles.glossary}>
        <h1 className={styles.title}>
          <FormattedMessage id="glossary.title" />
        </h1>
        <div role="alert" className={styles.error}>
          <p className={styles.errorText}>
            <FormattedMessage id="glossary.error" />
          </p>
          {messages.length > 0 && (
            <ul
              className={styles.errorDetails}
              aria-label={intl.formatMessage({ id: 'glossary.error.details' })}
            >
              {messages.map((message, i) => (
                <li key={`${String(i)}-${message}`}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    );
  }

  const goHome = () => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.glossary}>
      <div className={styles.intro}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {displayTitle(data.page.displayTitle)}
        </h1>
        <SafeHtml html={data.page.body.html} className={styles.introBody} />
      </div>
      {day && <TermOfDay lang={lang} terms={data.pageGlosarioLandings} day={day} />}
      <GlossaryFinder lang={lang} terms={data.pageGlosarioLandings} onHome={goHome} />
    </div>
  );
}

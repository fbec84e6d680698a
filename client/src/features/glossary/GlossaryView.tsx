import { useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { termOfDay } from '#shared/term-of-day.js';
import { displayTitle } from '#shared/text.js';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryFirstView, GlossaryViewData } from './types.js';
import { lettersWithTerms } from './filter.js';
import { SafeHtml } from '../../ui/SafeHtml.js';
import { Spinner } from '../../ui/Spinner.js';
import { GlossaryError } from './GlossaryError.js';
import { GlossaryFinder } from './GlossaryFinder.js';
import styles from './GlossaryView.module.css';
import { scrollBehavior } from './scroll.js';
import { TermOfDay } from './TermOfDay.js';

export type GlossaryStatus = 'loading' | 'success' | 'error';

export interface GlossaryViewProps {
  lang: Lang;
  status: GlossaryStatus;
  /** The whole list. */
  data?: GlossaryViewData;
  /** The page's first view, until the whole list is wanted: one letter's or text's cards. */
  firstView?: GlossaryFirstView;
  /** Asks for the whole list: the finder needs another letter or text than the first view's. */
  onNeedList?: () => void;
  /** Raw messages of a failed load, listed under the error text. */
  messages?: string[];
  /** Raw messages of the whole list's failed load, shown in place of the finder's results. */
  listMessages?: string[];
  /** The day (`YYYY-MM-DD`) of the term of the day, as the page was rendered. */
  day?: string;
}

/**
 * The glossary screen (specification §§2, 4, 5 and 8): the intro and the finder once the glossary
 * has loaded; a spinner while it loads; the error text and the raw messages when it failed.
 */
export function GlossaryView({
  lang,
  status,
  data,
  firstView,
  onNeedList,
  messages = [],
  listMessages,
  day,
}: GlossaryViewProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = data?.pageGlosarioLandings;
  const letters = useMemo(
    () => (list ? lettersWithTerms(list) : new Set(firstView?.letters)),
    [list, firstView],
  );
  const dayTerm = useMemo(
    () => (list ? (day ? termOfDay(list, day) : null) : (firstView?.termOfDay ?? null)),
    [list, day, firstView],
  );

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
  const page = data?.page ?? firstView?.page;
  if (status === 'error' || page === undefined) {
    return (
      <div className={styles.glossary}>
        <h1 className={styles.title}>
          <FormattedMessage id="glossary.title" />
        </h1>
        <GlossaryError messages={messages} />
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
          {displayTitle(page.displayTitle)}
        </h1>
        <SafeHtml html={page.body.html} className={styles.introBody} />
      </div>
      {dayTerm && <TermOfDay lang={lang} term={dayTerm} />}
      <GlossaryFinder
        lang={lang}
        terms={list ?? firstView?.cards ?? []}
        letters={letters}
        {...(list || !firstView ? {} : { partial: firstView })}
        {...(onNeedList ? { onNeedList } : {})}
        {...(listMessages ? { listMessages } : {})}
        onHome={goHome}
      />
    </div>
  );
}

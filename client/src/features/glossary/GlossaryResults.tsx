import { FormattedMessage, useIntl } from 'react-intl';
import type { Lang } from '#shared/types/common.js';
import { formatCount } from '#shared/number-locale.js';
import { Spinner } from '../../ui/Spinner.js';
import { GlossaryCard } from './GlossaryCard.js';
import { GlossaryError } from './GlossaryError.js';
import type { GlossaryTerm } from './filter.js';
import styles from './GlossaryResults.module.css';

/**
 * The finder's results: a live region with the count, then the spinner, no-results block or cards.
 * The live region stays mounted so that every new count is announced.
 */
export function GlossaryResults({
  lang,
  busy,
  results,
  failed,
}: {
  lang: Lang;
  busy: boolean;
  results: readonly GlossaryTerm[];
  /** The terms could not load: the raw messages, shown with the error text instead of results. */
  failed?: readonly string[];
}) {
  const intl = useIntl();
  return (
    <div className={styles.results}>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {busy || failed
          ? ''
          : intl.formatMessage(
              { id: 'glossary.results.count' },
              { count: results.length, shown: formatCount(results.length, lang) },
            )}
      </p>
      {failed ? (
        <GlossaryError messages={failed} />
      ) : busy ? (
        <Spinner label={intl.formatMessage({ id: 'glossary.results.loading' })} />
      ) : results.length === 0 ? (
        <p className={styles.none}>
          <FormattedMessage id="glossary.results.none" />
        </p>
      ) : (
        <ul className={styles.list}>
          {results.map((term) => (
            <li key={term.id || term.title} className={styles.item}>
              <GlossaryCard term={term} lang={lang} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

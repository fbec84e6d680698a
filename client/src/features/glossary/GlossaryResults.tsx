import { FormattedMessage, useIntl } from 'react-intl';
import type { Lang } from '#shared/types/common.js';
import { formatCount } from '#shared/number-locale.js';
import { Spinner } from '../../ui/Spinner.js';
import { GlossaryCard } from './GlossaryCard.js';
import type { GlossaryTerm } from './filter.js';
import styles from './GlossaryResults.module.css';

/**
 * The finder's result container: a polite live region with the number of terms, then the spinner,
 * the no-results block or the cards. The live region stays mounted so that every new count is
 * announced.
 */
export function GlossaryResults({
  lang,
  busy,
  results,
}: {
  lang: Lang;
  busy: boolean;
  results: readonly GlossaryTerm[];
}) {
  const intl = useIntl();
  return (
    <div className={styles.results}>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {busy
          ? ''
          : intl.formatMessage(
              { id: 'glossary.results.count' },
              { count: results.length, shown: formatCount(results.length, lang) },
            )}
      </p>
      {busy ? (
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

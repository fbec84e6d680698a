/**
 * The status container of a results panel (specification §2: 50vh high): loading, the 'no results'
 * text, or the error text with the error's messages.
 */
import { useIntl } from 'react-intl';
import { Spinner } from '../../ui/Spinner.js';
import styles from './SearchResults.module.css';

export function StatusBox({
  status,
  messages = [],
}: {
  status: 'loading' | 'noresults' | 'error';
  messages?: string[];
}) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <div className={styles.status}>
        <Spinner label={intl.formatMessage({ id: 'searchResults.loading' })} size="large" />
      </div>
    );
  }
  if (status === 'noresults') {
    return (
      <div className={styles.status}>
        <p role="status" className={styles.statusText}>
          {intl.formatMessage({ id: 'searchResults.noResults' })}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.status}>
      <div role="alert" className={styles.error}>
        <p className={styles.statusText}>{intl.formatMessage({ id: 'searchResults.error' })}</p>
        {messages.length > 0 && (
          <ul className={styles.errorDetails}>
            {messages.map((m, i) => (
              <li key={`${String(i)}-${m}`}>{m}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

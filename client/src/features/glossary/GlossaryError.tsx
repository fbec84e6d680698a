import { FormattedMessage, useIntl } from 'react-intl';
import styles from './GlossaryError.module.css';

/** The glossary's failed load (specification §8): the error text, then the raw messages if any. */
export function GlossaryError({ messages }: { messages: readonly string[] }) {
  const intl = useIntl();
  return (
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
  );
}

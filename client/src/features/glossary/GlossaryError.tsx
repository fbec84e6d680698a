import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorDetails } from '../../ui/ErrorDetails.js';
import styles from './GlossaryError.module.css';

/** The glossary's failed load (specification §8): the error text, then the raw messages if any. */
export function GlossaryError({ messages }: { messages: readonly string[] }) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorText}>
        <FormattedMessage id="glossary.error" />
      </p>
      <ErrorDetails
        messages={messages}
        label={intl.formatMessage({ id: 'glossary.error.details' })}
      />
    </div>
  );
}

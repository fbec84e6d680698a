import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../ui/ErrorAlert.js';
import styles from './GlossaryError.module.css';

/** The glossary's failed load (specification §8): the error text, then the raw messages if any. */
export function GlossaryError({ messages }: { messages: readonly string[] }) {
  const intl = useIntl();
  return (
    <ErrorAlert
      className={styles.error}
      text={<FormattedMessage id="glossary.error" />}
      messages={messages}
      detailsLabel={intl.formatMessage({ id: 'glossary.error.details' })}
    />
  );
}

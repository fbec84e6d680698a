/** The panel's loading, error and no-results states (success is the listbox; empty shows nothing). */
import { useIntl } from 'react-intl';
import { Spinner } from '../../ui/Spinner.js';
import { ErrorIcon } from './icons.js';
import styles from './PanelStatus.module.css';
import type { PanelState } from './use-panel-search.js';

const SKELETON_ROWS = 4;

export function PanelStatus({ state }: { state: PanelState }) {
  const intl = useIntl();
  switch (state.kind) {
    case 'loading':
      return (
        <div className={styles.loading}>
          <Spinner size="large" label={intl.formatMessage({ id: 'search.loading' })} />
          <ul className={styles.skeletons} aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i} className={styles.skeleton}>
                <span className={styles.skeletonLine} />
                <span className={styles.skeletonLineShort} />
              </li>
            ))}
          </ul>
        </div>
      );
    case 'error': {
      const detail = state.structure
        ? [intl.formatMessage({ id: 'searchPanel.error.structure' })]
        : state.messages;
      return (
        <div role="alert" className={styles.error}>
          <ErrorIcon className={styles.errorIcon} />
          <strong className={styles.errorLabel}>
            {intl.formatMessage({ id: 'search.error.label' })}
          </strong>
          <p>{intl.formatMessage({ id: 'search.error.generic' })}</p>
          {detail.length > 0 && (
            <ul className={styles.errorDetail}>
              {detail.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      );
    }
    case 'noResults':
      return <p className={styles.none}>{intl.formatMessage({ id: 'search.noResults' })}</p>;
    case 'empty':
    case 'success':
      return null;
  }
}

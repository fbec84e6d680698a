/**
 * The term page's copy-link button: copies the page's URL and says so in a polite live region
 * (or, when the browser refuses both ways of copying, shows the URL to copy by hand).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { copyText } from './copy-link.js';
import { cx } from '../../ui/class-names.js';
import styles from './TermView.module.css';

type Outcome = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; url: string };

export function CopyLink() {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  return (
    <div className={cx(styles.copy, 'needs-script')}>
      <button
        type="button"
        className={styles.copyButton}
        onClick={() => {
          const url = window.location.href;
          setOutcome({ kind: 'idle' });
          void copyText(url).then((ok) => {
            setOutcome(ok ? { kind: 'copied' } : { kind: 'failed', url });
          });
        }}
      >
        {/* Drawn, not an emoji: systems without an emoji font show an empty box. */}
        <svg aria-hidden focusable={false} width="18" height="18" viewBox="0 0 24 24">
          <path
            d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L11.6 6M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.6-1.6"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            fill="none"
          />
        </svg>
        {intl.formatMessage({ id: 'glossary-term.copyLink' })}
      </button>
      <span role="status" className={styles.copyStatus}>
        {outcome.kind === 'copied' && intl.formatMessage({ id: 'glossary-term.copyLink.done' })}
        {outcome.kind === 'failed' &&
          intl.formatMessage({ id: 'glossary-term.copyLink.failed' }, { url: outcome.url })}
      </span>
    </div>
  );
}

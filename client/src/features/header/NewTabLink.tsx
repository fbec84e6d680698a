import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './NewTabLink.module.css';

/**
 * A link that opens in a new tab: `rel="noopener noreferrer"` so the new page cannot reach this
 * one, a hidden hint for screen readers and a visible arrow for everyone else.
 */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={styles.visuallyHidden}> {intl.formatMessage({ id: 'header.newTab' })}</span>
      <span className={styles.newTabIcon} aria-hidden="true">
        ↗
      </span>
    </a>
  );
}

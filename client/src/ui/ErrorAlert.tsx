import type { ReactNode } from 'react';
import styles from './ErrorAlert.module.css';

/**
 * A failed load (specification §8): its error text, after a warning sign when `icon`, then the
 * raw messages, if any, in a list named `detailsLabel`. `className` is the feature's box.
 */
export function ErrorAlert({
  className,
  text,
  icon = false,
  messages = [],
  detailsLabel = '',
}: {
  className: string | undefined;
  text: ReactNode;
  icon?: boolean;
  messages?: readonly string[];
  detailsLabel?: string;
}) {
  return (
    <div role="alert" className={className}>
      <p className={styles.text}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            ⚠
          </span>
        )}
        {text}
      </p>
      {messages.length > 0 && (
        <ul className={styles.details} aria-label={detailsLabel}>
          {messages.map((message, i) => (
            // Messages may repeat and their order never changes: the index keeps keys unique.
            <li key={`${String(i)}-${message}`}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

import styles from './ErrorDetails.module.css';

/**
 * The raw messages of a failed load, listed under its error text (specification §8); nothing
 * when there are none.
 */
export function ErrorDetails({ messages, label }: { messages: readonly string[]; label: string }) {
  if (messages.length === 0) return null;
  return (
    <ul className={styles.details} aria-label={label}>
      {messages.map((message, i) => (
        // Messages may repeat and their order never changes: the index keeps keys unique.
        <li key={`${String(i)}-${message}`}>{message}</li>
      ))}
    </ul>
  );
}

/**
 * A server text with the query's words highlighted (specification §5), ignoring case and accents;
 * every part is a text node, plain or in `<mark>`, so no HTML from the server is ever injected.
 */
import { highlightParts } from '#shared/search/highlight.js';
import styles from './Highlight.module.css';

export function Highlight({ text, query }: { text: string | null | undefined; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

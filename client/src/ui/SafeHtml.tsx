import { useEffect, useState, useSyncExternalStore, type ElementType } from 'react';
import { hasSanitizer, loadSanitizer, sanitizeHtml } from './sanitize.js';

const subscribeNever = () => () => undefined;

/**
 * Renders content-service HTML, sanitized. Content endpoints sanitize HTML on arrival; this
 * sanitizes again whenever a sanitizer is loaded. In the browser DOMPurify loads lazily: until it
 * has, the one HTML rendered as received is the string present while hydrating, which the server
 * sanitized and rendered into the page (so a hydrated page never loads DOMPurify). Any other HTML
 * loads the sanitizer and waits for it, empty.
 */
export function SafeHtml({
  html,
  as: Tag = 'div',
  className,
}: {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}) {
  // True only while hydrating (React then reads the server snapshot).
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [serverHtml] = useState(() => (hydrating ? (html ?? '') : null));
  const [, setLoaded] = useState(false);
  const ready = hasSanitizer();
  // Only HTML the server did not render needs the sanitizer loaded.
  const waiting = !ready && Boolean(html) && html !== serverHtml;
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [waiting]);
  const safe = ready ? sanitizeHtml(html) : waiting ? '' : (html ?? '');
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

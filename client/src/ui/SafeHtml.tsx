import { useEffect, useState, type ElementType } from 'react';
import { useAppLinks } from './content-links.js';
import { isHydrating } from './hydration.js';
import { hasSanitizer, loadSanitizer, sanitizeHtml } from './sanitize.js';

/**
 * Content-service HTML, sanitized again once a sanitizer is loaded. Until DOMPurify loads, only the
 * HTML it hydrated with (the server sanitized it) renders as is; other HTML waits for it, empty.
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
  // Only a first render while hydrating gets the server's HTML (`ui/hydration.ts`); a later one, even
  // of the same string, is not trusted, nor one in a late Suspense boundary (none wraps this).
  const [serverHtml] = useState(() => (isHydrating() ? (html ?? '') : null));
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
  const followLink = useAppLinks();
  const safe = ready ? sanitizeHtml(html) : waiting ? '' : (html ?? '');
  // One handler for every link inside; keyboard activation of a link is a click too.
  return (
    <Tag className={className} onClick={followLink} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}

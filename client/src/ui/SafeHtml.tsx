import { useEffect, useState, type ElementType } from 'react';
import { useAppLinks } from './content-links.js';
import { isHydrating } from './hydration.js';
import { hasSanitizer, loadSanitizer, sanitizeHtml } from './sanitize.js';

/**
 * Renders content-service HTML, sanitized. Content endpoints sanitize HTML on arrival; this
 * sanitizes again whenever a sanitizer is loaded. In the browser DOMPurify loads lazily: until it
 * has, the one HTML rendered as received is the string present while hydrating, which the server
 * sanitized and rendered into the page (so a hydrated page never loads DOMPurify). Any other HTML
 * loads the sanitizer and waits for it, empty. (A Suspense boundary hydrated after the root has
 * committed would count as later: none wraps this component.) Its links to the app's own pages
 * navigate within the app (`content-links.ts`).
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
  // The HTML of the first render while hydrating is the server's (`ui/hydration.ts`). A
  // component first rendered later, even with the same string, is not trusted with it.
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

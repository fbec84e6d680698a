/**
 * Sanitizes HTML from the content service with DOMPurify before it is rendered, on the server and
 * in the browser (ARCHITECTURE section 5). In the browser DOMPurify uses `window`; the server entry
 * registers an instance bound to a server-side DOM with `setServerSanitizer`.
 */
import DOMPurify from 'dompurify';

export type Sanitizer = (html: string) => string;

/** Tags and attributes content HTML may keep: text structure and links, nothing active. */
export const SANITIZE_OPTIONS = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'h2',
    'h3',
    'h4',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#|[^:]*$)/i,
};

let serverSanitizer: Sanitizer | null = null;

export function setServerSanitizer(sanitizer: Sanitizer): void {
  serverSanitizer = sanitizer;
}

function browserSanitizer(): Sanitizer | null {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return null;
  return (html) => DOMPurify.sanitize(html, SANITIZE_OPTIONS);
}

/**
 * Safe HTML for `dangerouslySetInnerHTML`. Without a sanitizer (never expected) the HTML is
 * dropped rather than rendered unsanitized. Links that open a new window get `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  const sanitizer = serverSanitizer ?? browserSanitizer();
  if (!sanitizer || !html) return '';
  return sanitizer(html).replace(/<a ([^>]*target="_blank"[^>]*)>/g, (match, attrs: string) =>
    /\brel=/.test(attrs) ? match : `<a ${attrs} rel="noopener noreferrer">`,
  );
}

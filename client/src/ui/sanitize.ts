/**
 * Content HTML sanitized with DOMPurify on the server and in the browser (docs/architecture.md
 * "Client"). The browser loads it on first need: a hydrated page's HTML was sanitized by the server
 * already.
 */
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
let browserSanitizer: Sanitizer | null = null;
let loadingBrowser: Promise<void> | null = null;

export function setServerSanitizer(sanitizer: Sanitizer): void {
  serverSanitizer = sanitizer;
}

const activeSanitizer = (): Sanitizer | null => serverSanitizer ?? browserSanitizer;

/** Whether `sanitizeHtml` can sanitize now (always on the server; in the browser once loaded). */
export function hasSanitizer(): boolean {
  return activeSanitizer() !== null;
}

/** Loads DOMPurify once in the browser; the server's sanitizer is registered at start. */
export function loadSanitizer(): Promise<void> {
  if (hasSanitizer()) return Promise.resolve();
  loadingBrowser ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      if (!DOMPurify.isSupported) throw new Error('DOMPurify is not supported here');
      browserSanitizer = (html) => DOMPurify.sanitize(html, SANITIZE_OPTIONS);
    },
    (error: unknown) => {
      // A failed chunk load may be retried by the next caller.
      loadingBrowser = null;
      throw error;
    },
  );
  return loadingBrowser;
}

/**
 * Safe HTML for `dangerouslySetInnerHTML`, or '' when no sanitizer is loaded (the HTML is dropped
 * rather than rendered unsanitized). Links that open a new window get `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  const sanitizer = activeSanitizer();
  if (!sanitizer || !html) return '';
  return sanitizer(html).replace(/<a ([^>]*target="_blank"[^>]*)>/g, (match, attrs: string) =>
    /\brel=/.test(attrs) ? match : `<a ${attrs} rel="noopener noreferrer">`,
  );
}

/** `sanitizeHtml` once a sanitizer is loaded: what content endpoints apply to arriving HTML. */
export async function sanitizeContentHtml(html: string | null | undefined): Promise<string> {
  if (!html) return '';
  await loadSanitizer();
  return sanitizeHtml(html);
}

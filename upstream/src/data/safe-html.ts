/**
 * Checks the HTML of bundled content: only a small set of tags, balanced, no attributes but a
 * site-relative `href` on links (so no script, style, event handler or `javascript:` URL can pass).
 * The client sanitizes again with DOMPurify; this keeps the data itself clean.
 */

const ALLOWED_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'h2', 'h3', 'a', 'br']);
const VOID_TAGS = new Set(['br']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^<>]*?)?)\s*(\/?)>/g;
const HREF = /^\s+href="(\/(?!\/)[^"<>\s]*)"$/;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);/;

/** Problems found in `html`; an empty list means the HTML is safe and well formed. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let last = 0;
  const checkText = (text: string) => {
    if (text.includes('<') || text.includes('>'))
      problems.push(`stray angle bracket in "${text.slice(0, 40)}"`);
    for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
      if (!ENTITY.test(text.slice(i)))
        problems.push(`bare "&" in "${text.slice(Math.max(0, i - 20), i + 20)}"`);
    }
  };
  for (const match of html.matchAll(TAG)) {
    checkText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName = '', attrs = '', selfClosing] = match;
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) {
      problems.push(`tag <${name}> is not allowed`);
      continue;
    }
    if (closing) {
      if (attrs.trim()) problems.push(`closing tag </${name}> has attributes`);
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
      continue;
    }
    if (attrs.trim()) {
      if (name !== 'a' || !HREF.test(attrs))
        problems.push(`<${name}${attrs}> has a forbidden attribute`);
    } else if (name === 'a') {
      problems.push('<a> without a site-relative href');
    }
    if (!VOID_TAGS.has(name) && !selfClosing) stack.push(name);
  }
  checkText(html.slice(last));
  if (stack.length > 0) problems.push(`unclosed tags: ${stack.join(', ')}`);
  return problems;
}

/**
 * Checks of an HTML answer of the proxy shared by the security, fuzz and stored-XSS tests: a strict
 * Content-Security-Policy with a nonce, that nonce on every script and style element, and nothing
 * active in the markup (no event-handler attribute, no `javascript:` URL).
 */

/** The directives of a CSP header: name → sources. */
export function parseCsp(header: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = sources;
  }
  return directives;
}

const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'];

/** Problems of the CSP header; an empty list when it is strict. Also returns the nonce. */
export function cspProblems(header: string | null): { problems: string[]; nonce: string | null } {
  if (!header) return { problems: ['no Content-Security-Policy header'], nonce: null };
  const csp = parseCsp(header);
  const problems: string[] = [];
  const script = csp['script-src'] ?? csp['default-src'] ?? [];
  const nonce =
    /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(
      script.find((s) => s.startsWith("'nonce-")) ?? '',
    )?.[1] ?? null;
  if (!nonce) problems.push('script-src has no nonce of at least 16 characters');
  if (!script.includes("'strict-dynamic'")) problems.push("script-src lacks 'strict-dynamic'");
  for (const unsafe of UNSAFE_SCRIPT_SOURCES)
    if (script.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
  if ((csp['style-src'] ?? []).includes("'unsafe-inline'"))
    problems.push("style-src allows 'unsafe-inline'");
  const expect = (name: string, value: string) => {
    if ((csp[name] ?? []).join(' ') !== value) problems.push(`${name} is not ${value}`);
  };
  expect('default-src', "'self'");
  expect('object-src', "'none'");
  expect('base-uri', "'none'");
  expect('frame-ancestors', "'none'");
  return { problems, nonce };
}

/** Start tags of `html` with their attributes (quoted values may hold `>` and spaces). */
export function startTags(
  html: string,
): { name: string; attrs: [string, string][]; raw: string }[] {
  const tags: { name: string; attrs: [string, string][]; raw: string }[] = [];
  const tag =
    /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
  const attribute = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
  for (const match of html.matchAll(tag)) {
    const attrs: [string, string][] = [];
    for (const a of (match[2] ?? '').matchAll(attribute)) {
      const value = (a[2] ?? '').replace(/^(["'])([\s\S]*)\1$/, '$2');
      attrs.push([(a[1] ?? '').toLowerCase(), value]);
    }
    tags.push({ name: (match[1] ?? '').toLowerCase(), attrs, raw: match[0] });
  }
  return tags;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
/** `javascript:` once entities and the spaces browsers ignore are taken out. */
const isScriptUrl = (value: string) =>
  /^javascript:/i.test(
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/[\s\p{Cc}]/gu, ''),
  );

/** Problems of the markup: elements that could run code without the page's nonce. */
export function markupProblems(html: string, nonce: string | null): string[] {
  const problems: string[] = [];
  for (const { name, attrs, raw } of startTags(html)) {
    if (
      (name === 'script' || name === 'style') &&
      !attrs.some(([k, v]) => k === 'nonce' && v === nonce)
    )
      problems.push(`<${name}> without the nonce: ${raw.slice(0, 80)}`);
    for (const [key, value] of attrs) {
      if (key.startsWith('on')) problems.push(`event-handler attribute: ${raw.slice(0, 80)}`);
      if (URL_ATTRIBUTES.has(key) && isScriptUrl(value))
        problems.push(`javascript: URL: ${raw.slice(0, 80)}`);
    }
  }
  if (html.includes('__CSP_NONCE__')) problems.push('the nonce placeholder was left in the page');
  return problems;
}

/** Every problem of an HTML answer (headers and body). */
export function checkHtmlAnswer(headers: Headers, html: string): string[] {
  const { problems, nonce } = cspProblems(headers.get('content-security-policy'));
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  return [...problems, ...markupProblems(html, nonce)];
}

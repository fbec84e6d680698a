/**
 * Checks of an HTML answer of the proxy shared by the security, fuzz and stored-XSS tests: a strict
 * Content-Security-Policy that allows inline scripts and styles by their SHA-256 hashes, every
 * inline script and style of the page among them, no script nonce and no style nonce but the
 * build's (a page is the same for every visitor; decision 100), and nothing active in the markup
 * (no event-handler attribute, no `javascript:` URL).
 */
import { createHash } from 'node:crypto';

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

/** What a page's CSP allows inline: script and style hashes, and the build's style nonce. */
export interface InlineAllowance {
  scripts: ReadonlySet<string>;
  styles: ReadonlySet<string>;
  styleNonce: string | null;
}

/** A CSP source for an inline element's text. */
export const hashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Problems of the CSP header; an empty list when it is strict. Also returns what it allows. */
export function cspProblems(header: string | null): {
  problems: string[];
  allowed: InlineAllowance;
} {
  const none: InlineAllowance = { scripts: new Set(), styles: new Set(), styleNonce: null };
  if (!header) return { problems: ['no Content-Security-Policy header'], allowed: none };
  const csp = parseCsp(header);
  const problems: string[] = [];
  const script = csp['script-src'] ?? csp['default-src'] ?? [];
  const style = csp['style-src'] ?? csp['default-src'] ?? [];
  for (const unsafe of UNSAFE_SCRIPT_SOURCES)
    if (script.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
  if (style.includes("'unsafe-inline'")) problems.push("style-src allows 'unsafe-inline'");
  for (const source of script)
    if (source.startsWith("'nonce-")) problems.push(`a script nonce: ${source}`);
  const styleNonces = style.filter((s) => s.startsWith("'nonce-"));
  if (styleNonces.length > 1) problems.push(`more than one style nonce: ${styleNonces.join(' ')}`);
  const expect = (name: string, value: string) => {
    if ((csp[name] ?? []).join(' ') !== value) problems.push(`${name} is not ${value}`);
  };
  expect('default-src', "'self'");
  expect('object-src', "'none'");
  expect('base-uri', "'none'");
  expect('frame-ancestors', "'none'");
  const hashes = (sources: string[]) => new Set(sources.filter((s) => s.startsWith("'sha256-")));
  return {
    problems,
    allowed: {
      scripts: hashes(script),
      styles: hashes(style),
      styleNonce: styleNonces[0]?.slice("'nonce-".length, -1) ?? null,
    },
  };
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

/** Problems of the markup: inline code the policy does not allow, handlers, script URLs. */
export function markupProblems(html: string, allowed: InlineAllowance): string[] {
  const problems: string[] = [];
  for (const { name, attrs, raw } of startTags(html)) {
    if (attrs.some(([k, v]) => k === 'nonce' && v !== allowed.styleNonce))
      problems.push(`a nonce attribute but the build's: ${raw.slice(0, 80)}`);
    for (const [key, value] of attrs) {
      if (key.startsWith('on')) problems.push(`event-handler attribute: ${raw.slice(0, 80)}`);
      if (URL_ATTRIBUTES.has(key) && isScriptUrl(value))
        problems.push(`javascript: URL: ${raw.slice(0, 80)}`);
    }
    if (name === 'script') {
      const src = attrs.find(([k]) => k === 'src')?.[1];
      if (src !== undefined && !/^\/(?!\/)/.test(src))
        problems.push(`a script from elsewhere: ${raw.slice(0, 80)}`);
    }
  }
  // An element's text runs to the first end tag of its name, as an HTML parser reads it.
  for (const m of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    const [, tag = '', attrs = '', text = ''] = m;
    const kind = tag.toLowerCase();
    if (
      kind === 'script' &&
      (/\bsrc=/i.test(attrs) || /type="application\/(?:ld\+)?json"/i.test(attrs))
    )
      continue;
    if (!(kind === 'script' ? allowed.scripts : allowed.styles).has(hashSource(text)))
      problems.push(`<${kind}> the policy does not allow by hash: ${m[0].slice(0, 80)}`);
  }
  return problems;
}

/** Every problem of an HTML answer (headers and body). */
export function checkHtmlAnswer(headers: Headers, html: string): string[] {
  const { problems, allowed } = cspProblems(headers.get('content-security-policy'));
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  return [...problems, ...markupProblems(html, allowed)];
}

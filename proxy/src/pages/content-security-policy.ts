/**
 * A page's Content-Security-Policy (docs/security.md): the same for every visitor of a page, so
 * shared caches may keep it with the page (decision 020); set on pages only, after their render.
 */
import { createHash } from 'node:crypto';

/** A CSP source allowing an inline script or style element whose text is `text`. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A page's Content-Security-Policy: inline scripts and styles by hash, and the style elements the
 * results grid injects at run time by the build's nonce (decision 100), on every page, since a
 * visitor may reach the grid by client-side navigation from any of them.
 */
export function contentSecurityPolicy(allowed: {
  scripts: readonly string[];
  styles: readonly string[];
}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...allowed.scripts].join(' '),
    ["style-src 'self'", ...allowed.styles].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The build's style nonce: Vite's `html.cspNonce`, which it writes in a `csp-nonce` meta tag. */
const STYLE_NONCE = /<meta property="csp-nonce" nonce="([\w+/=-]+)"/;

/**
 * What a template allows inline: its own `<style>` and `<script>` elements by hash, and style
 * elements that carry the build's nonce.
 */
export function templateAllowances(template: string): { scripts: string[]; styles: string[] } {
  const inline = (tag: 'script' | 'style') =>
    [...template.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))]
      .map((m) => m[1] ?? '')
      .filter((text) => text.length > 0)
      .map(cspHash);
  const nonce = STYLE_NONCE.exec(template)?.[1];
  return {
    scripts: inline('script'),
    styles: [...inline('style'), ...(nonce ? [`'nonce-${nonce}'`] : [])],
  };
}

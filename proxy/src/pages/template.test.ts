import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NONCE, STYLE, TEMPLATE } from '../test-utils/pages.js';
import { cutTemplate, fillTemplate, inlineStylesheets } from './template.js';

describe('the page template', () => {
  it('fills the template in one pass: inserted text is never read as a pattern or a placeholder', () => {
    const cut = cutTemplate(TEMPLATE);
    const fill = (html: string) =>
      fillTemplate(cut, {
        lang: 'es',
        head: "<title>US$' $& $$</title>",
        routeHead: '<link rel="modulepreload" href="/assets/p.js">',
        html,
        state: '<script>{"a":"$&"}</script>',
      }).toString();
    const expected = (html: string) =>
      `<!doctype html><html lang="es"><head><meta property="csp-nonce" nonce="${NONCE}" /><title>US$' $& $$</title><script type="module" src="/assets/x.js"></script><style>${STYLE}</style><link rel="modulepreload" href="/assets/p.js"></head><body><div id="root">${html}</div><script>{"a":"$&"}</script></body></html>`;
    const html = "<main>$' $` $& <!--app-state--></main>";
    expect(fill(html)).toBe(expected(html));
    // The template is cut once and used again: a second page gets its own parts.
    expect(fill('<main>2</main>')).toBe(expected('<main>2</main>'));
    // Text outside Latin-1 comes out as UTF-8.
    expect(fill('<p>Índice — “IPC” €</p>')).toBe(expected('<p>Índice — “IPC” €</p>'));
  });
});

describe('inlineStylesheets', () => {
  it('inlines built stylesheets and leaves other links alone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'style-a1.css'), 'body{color:red}');
    writeFileSync(path.join(dir, 'assets', 'evil.css'), 'a{}</style><script>x()</script>');
    const template = [
      '<link rel="stylesheet" crossorigin href="/assets/style-a1.css">',
      '<link rel="stylesheet" href="/assets/evil.css">',
      '<link rel="stylesheet" href="/assets/missing.css">',
      '<link rel="icon" href="/favicon.svg">',
    ].join('');
    expect(inlineStylesheets(template, dir)).toBe(
      [
        '<style>body{color:red}</style><link rel="stylesheet" href="/assets/style-a1.css" disabled>',
        '<link rel="stylesheet" href="/assets/evil.css">',
        '<link rel="stylesheet" href="/assets/missing.css">',
        '<link rel="icon" href="/favicon.svg">',
      ].join(''),
    );
    rmSync(dir, { recursive: true, force: true });
  });
});

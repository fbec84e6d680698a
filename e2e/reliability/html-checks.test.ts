import { checkHtmlAnswer, hashSource, markupProblems, startTags } from './html-checks.js';

const SCRIPT = 'window.x = 1;';
const STYLE = 'body{color:red}';
const CSP = `default-src 'self'; script-src 'self' ${hashSource(SCRIPT)}; style-src 'self' ${hashSource(STYLE)}; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;
const headers = (csp = CSP) =>
  new Headers({ 'content-security-policy': csp, 'x-content-type-options': 'nosniff' });
const ALLOWED = {
  scripts: new Set([hashSource(SCRIPT)]),
  styles: new Set([hashSource(STYLE)]),
  styleNonce: 'build-nonce',
};

describe('HTML answer checks (the oracle of the security and fuzz tests)', () => {
  it('accepts a page whose inline code the policy allows by hash, and quoted values holding anything', () => {
    const html = `<html><head><script type="module" src="/a.js"></script><style>${STYLE}</style></head><body><input value="&quot; onfocus=alert(1) x=&quot;" placeholder='a > b'><a href="/es">ok</a><script type="application/json" id="s">{"a":1}</script><script>${SCRIPT}</script></body></html>`;
    expect(checkHtmlAnswer(headers(), html)).toEqual([]);
  });

  it.each([
    ['a script the policy does not list', '<p>x</p><script>alert(1)</script>'],
    ['a style the policy does not list', '<style>body{}</style>'],
    ['a script from another site', '<script src="//evil.example/x.js"></script>'],
    ['a nonce', `<script nonce="abc" src="/a.js"></script>`],
    ['an event handler', '<img src=x onerror=alert(1)>'],
    ['an event handler after a quoted value', '<p title="a>b" onclick="x()">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>'],
  ])('finds %s', (_what, html) => {
    expect(markupProblems(html, ALLOWED)).toHaveLength(1);
  });

  it("accepts the build's style nonce in the policy and on the page's tags", () => {
    const csp = CSP.replace(`style-src 'self'`, `style-src 'self' 'nonce-build-nonce'`);
    const html = `<meta property="csp-nonce" nonce="build-nonce"><script nonce="build-nonce">${SCRIPT}</script>`;
    expect(checkHtmlAnswer(headers(csp), html)).toEqual([]);
  });

  it.each([
    [
      "'unsafe-inline' in style-src",
      CSP.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    ],
    [
      "'unsafe-inline' in script-src",
      CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
    ],
    [
      'a nonce',
      CSP.replace("script-src 'self'", "script-src 'self' 'nonce-abcdefghijklmnopqrstuv=='"),
    ],
    ['no frame-ancestors', CSP.replace("; frame-ancestors 'none'", '')],
    ['object-src allowed', CSP.replace("object-src 'none'", "object-src 'self'")],
  ])('finds a lax policy: %s', (_what, csp) => {
    expect(checkHtmlAnswer(headers(csp), `<script>${SCRIPT}</script>`).length).toBeGreaterThan(0);
  });

  it('reads attributes with and without quotes', () => {
    expect(startTags(`<a href=/x title='y z' data-v="1>2" hidden>`)).toEqual([
      {
        name: 'a',
        attrs: [
          ['href', '/x'],
          ['title', 'y z'],
          ['data-v', '1>2'],
          ['hidden', ''],
        ],
        raw: `<a href=/x title='y z' data-v="1>2" hidden>`,
      },
    ]);
  });
});

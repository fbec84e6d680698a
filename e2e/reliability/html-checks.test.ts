import { checkHtmlAnswer, markupProblems, startTags } from './html-checks.js';

const CSP =
  "default-src 'self'; script-src 'nonce-abcdefghijklmnopqrstuv==' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
const headers = (csp = CSP) =>
  new Headers({ 'content-security-policy': csp, 'x-content-type-options': 'nosniff' });
const NONCE = 'abcdefghijklmnopqrstuv==';

describe('HTML answer checks (the oracle of the security and fuzz tests)', () => {
  it('accepts a page whose scripts carry the nonce and whose quoted values hold anything', () => {
    const html = `<html><head><script nonce="${NONCE}" src="/a.js"></script></head><body><input value="&quot; onfocus=alert(1) x=&quot;" placeholder='a > b'><a href="/es">ok</a></body></html>`;
    expect(checkHtmlAnswer(headers(), html)).toEqual([]);
  });

  it.each([
    ['a script without the nonce', '<p>x</p><script>alert(1)</script>'],
    ['a style without the nonce', '<style>body{}</style>'],
    ['an event handler', '<img src=x onerror=alert(1)>'],
    ['an event handler after a quoted value', '<p title="a>b" onclick="x()">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>'],
  ])('finds %s', (_what, html) => {
    expect(markupProblems(html, NONCE)).toHaveLength(1);
  });

  it.each([
    [
      "'unsafe-inline' in script-src",
      CSP.replace("'strict-dynamic'", "'strict-dynamic' 'unsafe-inline'"),
    ],
    ['no nonce', CSP.replace(`'nonce-${NONCE}' `, '')],
    ['no frame-ancestors', CSP.replace("; frame-ancestors 'none'", '')],
    ['object-src allowed', CSP.replace("object-src 'none'", "object-src 'self'")],
  ])('finds a lax policy: %s', (_what, csp) => {
    expect(
      checkHtmlAnswer(headers(csp), `<script nonce="${NONCE}"></script>`).length,
    ).toBeGreaterThan(0);
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

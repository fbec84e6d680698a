/**
 * `npm run test:security`: security checks against the built system and the build output. A strict
 * CSP on every HTML answer (pages, 404 pages), the cookie flags of decision 110 and specification
 * §9, no upstream credential in the client build, and `npm audit --omit=dev`. (The Secure flag and
 * HSTS over HTTPS are proved in `proxy/src/plugins/security.test.ts`.)
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { COMMON_ENV } from '#shared/config.js';
import {
  LANG_COOKIE_MAX_AGE_S,
  LANG_COOKIE_NAME,
  TOKEN_COOKIE_MAX_AGE_S,
  TOKEN_COOKIE_NAME,
} from '#shared/constants.js';
import { langCookie } from '../../client/src/api/browser-transport.js';
import { proxyEnvSchema } from '../../proxy/src/config.js';
import { startSystem, type RunningSystem } from '../system.js';
import { checkHtmlAnswer, parseCsp } from './html-checks.js';

const root = path.resolve(__dirname, '../..');
let system: RunningSystem;

beforeAll(async () => {
  system = await startSystem({ DOCUMENT_COUNT: '5000' });
});
afterAll(async () => {
  await system.stop();
});

const PAGES = [
  '/es',
  '/en',
  '/es/bmv/glosario',
  '/en/bmv/glossary?letter=C',
  '/es/bmv/glosario/Acci%C3%B3n',
  '/en/bmv/glossary/Share',
  '/es/contacto',
  '/en/press-room',
];
const NOT_FOUND = [
  '/nope',
  '/es/bmv/glosario/No_existe_este_termino',
  '/en/bmv/glossary/%3Cscript%3E',
];

describe('Content-Security-Policy', () => {
  it.each([...PAGES, ...NOT_FOUND])(
    '%s answers HTML with a strict CSP that allows its inline code by hash only',
    async (url) => {
      const res = await fetch(`${system.baseUrl}${url}`, { redirect: 'manual' });
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.status).toBe(NOT_FOUND.includes(url) ? 404 : 200);
      const problems = checkHtmlAnswer(res.headers, await res.text());
      expect(problems).toEqual([]);
    },
  );

  it('the policy forbids inline and outside scripts, plugins, framing and base changes', async () => {
    const res = await fetch(`${system.baseUrl}/es/bmv/glosario`);
    const csp = parseCsp(res.headers.get('content-security-policy') ?? '');
    expect(csp['default-src']).toEqual(["'self'"]);
    // The build's scripts and the template's theme script, by hash: the router's state travels in
    // the page's JSON state, not in a script (decision 108).
    expect(csp['script-src']).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['style-src']).not.toContain("'unsafe-inline'");
    // The grid's injected styles carry the build's nonce, the one the page's meta tag names.
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(await res.text())?.[1];
    expect(csp['style-src']?.filter((s) => s.startsWith("'nonce-"))).toEqual([
      `'nonce-${nonce ?? ''}'`,
    ]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the same page and policy for every visitor, whatever their cookies', async () => {
    const answers = new Set<string>();
    for (const cookie of ['', 'bolsa_token=a.b.c', 'bolsa_lang=en; bolsa_token=x']) {
      const res = await fetch(`${system.baseUrl}/es`, { headers: { cookie } });
      expect(res.headers.get('set-cookie')).toBeNull();
      answers.add(`${res.headers.get('content-security-policy') ?? ''}\n${await res.text()}`);
    }
    expect(answers.size).toBe(1);
  });

  it('answers that are not pages are never HTML', async () => {
    for (const url of [
      '/api/content%E0%A4%A',
      '/api/nothing',
      '/assets/missing.js',
      '/healthz',
      '/favicon.svg',
    ]) {
      const res = await fetch(`${system.baseUrl}${url}`);
      await res.arrayBuffer();
      expect([url, res.headers.get('content-type')]).not.toEqual([
        url,
        expect.stringContaining('text/html'),
      ]);
      expect([url, res.headers.get('x-content-type-options')]).toEqual([url, 'nosniff']);
    }
  });
});

/** The attributes of a Set-Cookie header, lower-cased names. */
function cookieAttributes(header: string): { name: string; attrs: Record<string, string | true> } {
  const [pair = '', ...rest] = header.split(';').map((p) => p.trim());
  const attrs: Record<string, string | true> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq === -1) attrs[part.toLowerCase()] = true;
    else attrs[part.slice(0, eq).toLowerCase()] = part.slice(eq + 1);
  }
  return { name: pair.split('=')[0] ?? '', attrs };
}

describe('cookies', () => {
  it('the token cookie (set by POST /api/token, never by a page) has Path=/, SameSite=Lax and 7 days; no Secure over plain HTTP', async () => {
    const page = await fetch(`${system.baseUrl}/es/bmv/glosario`);
    await page.arrayBuffer();
    expect(page.headers.getSetCookie()).toEqual([]);
    const res = await fetch(`${system.baseUrl}/api/token`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    await res.arrayBuffer();
    const cookies = res.headers.getSetCookie().map(cookieAttributes);
    expect(cookies).toEqual([
      {
        name: TOKEN_COOKIE_NAME,
        attrs: { 'max-age': String(TOKEN_COOKIE_MAX_AGE_S), path: '/', samesite: 'Lax' },
      },
    ]);
    // specification §9: 7 days and 365 days.
    expect(TOKEN_COOKIE_MAX_AGE_S).toBe(604800);
    expect(LANG_COOKIE_MAX_AGE_S).toBe(365 * 24 * 3600);
  });

  it('the language cookie is written by the browser with Path=/, SameSite=Lax and 365 days', () => {
    expect(langCookie('en', false)).toBe(
      `${LANG_COOKIE_NAME}=en; Max-Age=${String(LANG_COOKIE_MAX_AGE_S)}; Path=/; SameSite=Lax`,
    );
    expect(langCookie('es', true)).toMatch(/; Secure$/);
  });

  it('the token cookie is not HttpOnly: the client renews it itself after a 401 (decision 110)', () => {
    const transport = readFileSync(path.join(root, 'client/src/api/browser-transport.ts'), 'utf8');
    expect(transport).toMatch(/document\.cookie = tokenCookie\(/);
  });
});

/** Files under `dir` whose text contains one of `needles` or a URL with credentials. */
export function findSecrets(dir: string, needles: string[]): string[] {
  const found: string[] = [];
  const credentialsInUrl =
    /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@"'`<>\\]+:[^\s/@"'`<>\\]+@[^\s/"'`<>\\]+/i;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      const text = readFileSync(file, 'latin1');
      for (const needle of needles)
        if (text.includes(needle))
          found.push(`${path.relative(dir, file)}: ${needle.slice(0, 4)}…`);
      const url = credentialsInUrl.exec(text);
      if (url) found.push(`${path.relative(dir, file)}: credentials in URL ${url[0].slice(0, 60)}`);
    }
  };
  walk(dir);
  return found;
}

describe('no secret in the client build', () => {
  const envExample = Object.fromEntries(
    readFileSync(path.join(root, '.env.example'), 'utf8')
      .split('\n')
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  const secrets = [
    ...new Set(
      [
        envExample.UPSTREAM_CLIENT_ID,
        envExample.UPSTREAM_CLIENT_SECRET,
        envExample.SITE_TOKEN_SECRET,
        COMMON_ENV.UPSTREAM_CLIENT_ID.default,
        COMMON_ENV.UPSTREAM_CLIENT_SECRET.default,
        proxyEnvSchema.properties.SITE_TOKEN_SECRET.default,
        process.env.UPSTREAM_CLIENT_ID,
        process.env.UPSTREAM_CLIENT_SECRET,
        process.env.SITE_TOKEN_SECRET,
      ].filter((s): s is string => typeof s === 'string' && s.length >= 8),
    ),
  ];
  const basic = Buffer.from(
    `${envExample.UPSTREAM_CLIENT_ID ?? ''}:${envExample.UPSTREAM_CLIENT_SECRET ?? ''}`,
  ).toString('base64');

  it('the scan finds a planted client secret and credentials in a URL (it is not vacuous)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-scan-'));
    try {
      writeFileSync(path.join(dir, 'a.js'), `const s = "${secrets[1] ?? ''}";`);
      writeFileSync(path.join(dir, 'b.js'), 'fetch("https://user:pass@example.com/token")');
      writeFileSync(path.join(dir, 'c.js'), 'const ok = "https://example.com/a:b";');
      const found = findSecrets(dir, secrets);
      expect(found).toHaveLength(2);
      expect(found.join('\n')).toMatch(/^a\.js: /m);
      expect(found.join('\n')).toMatch(/^b\.js: credentials in URL/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['dist/client', 'dist/server'])(
    '%s holds neither the upstream client id and secret, nor the site token secret, nor credentials in a URL',
    (dir) => {
      expect(secrets.length).toBeGreaterThanOrEqual(3);
      expect(findSecrets(path.join(root, dir), [...secrets, basic])).toEqual([]);
    },
  );
});

describe('npm audit --omit=dev', () => {
  it('finds no high or critical advisory in production dependencies, or each is justified in docs/security.md', async () => {
    const run = promisify(execFile);
    let output: string;
    try {
      output = (
        await run('npm', ['audit', '--omit=dev', '--json'], { cwd: root, timeout: 120_000 })
      ).stdout;
    } catch (error) {
      // npm audit exits 1 when it finds advisories; its JSON is still on stdout.
      const stdout = (error as { stdout?: unknown }).stdout;
      output = typeof stdout === 'string' ? stdout : '';
    }
    const report = JSON.parse(output || '{}') as {
      statusCode?: number;
      message?: string;
      metadata?: { vulnerabilities?: Record<string, number> };
      vulnerabilities?: Record<string, { severity: string }>;
    };
    if (!report.metadata) {
      const reason = `npm audit did not run: ${report.message ?? 'no answer from the audit endpoint'}`;
      // Decision (docs/security.md): unreachable is a failure unless CI says this machine has no
      // audit endpoint; even then it is reported, never silently passed.
      console.warn(`SECURITY: ${reason}. The dependency audit was NOT performed.`);
      if (process.env.AUDIT_UNREACHABLE_OK !== '1')
        throw new Error(
          `${reason} (set AUDIT_UNREACHABLE_OK=1 only where the registry has no audit endpoint)`,
        );
      expect(report.statusCode ?? 0).not.toBe(200);
      return;
    }
    const justified = readFileSync(path.join(root, 'docs/security.md'), 'utf8');
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name]) => name)
      .filter((name) => !justified.includes(`\`${name}\``));
    console.log(`npm audit --omit=dev: ${JSON.stringify(report.metadata.vulnerabilities)}`);
    expect(serious).toEqual([]);
  });
});

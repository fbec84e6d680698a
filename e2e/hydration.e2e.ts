/**
 * Hydration uses what the server embedded (issue 6): loading a server-rendered page makes no
 * content request, during hydration or after it, and does not load DOMPurify (the server
 * sanitized the HTML it rendered). The first content the browser fetches itself loads it.
 */
import type { Page, Request } from 'playwright-core';
import { expectProblems, NOT_FOUND } from './page-problems.js';
import { useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser();
const system = () => started.system;
const browser = () => started.browser;

/** How long the page is watched once hydrated: lazily started requests would have gone by then. */
const SETTLE_MS = 1500;

async function openPage() {
  const context = await browser().newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { context, page, requests, problems };
}

/** Resolves once React has started hydrating the page's root (hydrateRoot marks the container). */
async function rootHydrating(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Resolves once the page is hydrated and its network has settled. */
async function hydrated(page: Page) {
  await rootHydrating(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
}

/** Calls for data: the site token a visitor without one gets while the page is idle is not one. */
const apiCalls = (requests: string[]) =>
  requests.filter((p) => p.startsWith('/api/') && p !== '/api/token');
const purifyLoaded = (requests: string[]) => requests.some((p) => /\/assets\/purify/.test(p));

describe('hydration without a refetch', () => {
  it.each([
    ['the glossary', '/es/bmv/glosario'],
    ['the English glossary', '/en/bmv/glossary'],
    ['a term page', '/es/bmv/glosario/Acci%C3%B3n'],
    ['an English term page', '/en/bmv/glossary/Dividend'],
  ])('%s makes no API request during or after hydration', async (_name, path) => {
    const { context, page, requests, problems } = await openPage();
    const res = await page.goto(`${system().baseUrl}${path}`);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    expect(apiCalls(requests)).toEqual([]);
    expect(purifyLoaded(requests)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['the glossary', '/es/bmv/glosario'],
    ['a term page', '/en/bmv/glossary/Dividend'],
    ['the results page', '/es/bmv/busqueda/ipc?tab=0'],
    ['the 404 page', '/es/no-existe'],
  ])('%s links every chunk its start needs: the browser adds none', async (_name, path) => {
    const { context, page, requests, problems } = await openPage();
    if (path === '/es/no-existe') expectProblems(page, NOT_FOUND);
    const res = await page.goto(`${system().baseUrl}${path}`);
    if (!res) throw new Error(`no answer for ${path}`);
    const served = [...(await res.text()).matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)]
      .map((m) => m[1] ?? '')
      .sort();
    // The route chunks are among them, not only the entry's.
    expect(served.some((href) => /\/assets\/(RootLayout|ErrorPage)-/.test(href))).toBe(true);
    await rootHydrating(page);
    // The vitals reporter is no part of the start: it loads in idle time (decision 114), and its
    // dynamic import may already have linked it.
    const linked = (
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
          .map((l) => new URL(l.href).pathname)
          .sort(),
      )
    ).filter((href) => !/^\/assets\/vitals-/.test(href));
    expect(linked).toEqual(served);
    // Its routes' stylesheets come inline (decision 120), each with the disabled link that keeps
    // the build's preload helper from fetching it again: no stylesheet is fetched at start.
    const body = await res.text();
    const sheets = [...body.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)];
    expect(sheets.some((m) => /\/assets\/RootLayout-/.test(m[1] ?? ''))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => p.endsWith('.css'))).toEqual([]);
    // The 404 page's own status is the one resource error the browser reports.
    expect(problems.filter((p) => !/status of 404/.test(p) || res.status() !== 404)).toEqual([]);
    await context.close();
  });

  it('would catch a refetch: without the embedded state the glossary fetches its content', async () => {
    const { context, page, requests } = await openPage();
    // The same page with its state script removed: the browser must fetch the glossary itself (the
    // router, whose state the script carries too, runs its loaders before it renders).
    await page.route('**/es/bmv/glosario', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script[^>]*id="__PAGE_STATE__"[^>]*>.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${system().baseUrl}/es/bmv/glosario`);
    await hydrated(page);
    expect(apiCalls(requests)).toContain('/api/content');
    await context.close();
  });

  it('loads DOMPurify with the first content the browser fetches, and renders it sanitized', async () => {
    const { context, page, requests, problems } = await openPage();
    await page.goto(`${system().baseUrl}/es/bmv/glosario`);
    await hydrated(page);
    expect(purifyLoaded(requests)).toBe(false);
    await page
      .getByRole('link', { name: /Ver más sobre Acción$/ })
      .first()
      .click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Acción');
    // The body's paragraphs are long; the lines around it (other language, review date) are not.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main article p')].some((p) => p.textContent.length > 80),
    );
    expect(apiCalls(requests)).toEqual(['/api/content']);
    expect(purifyLoaded(requests)).toBe(true);
    expect(await page.locator('main article script, main article [onclick]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/**
 * Issue 37, points 1 and 2 (decision 117): issuer pages reached from the results page's issuer
 * link with JavaScript on and off and from the search panel's issuer row, on a phone and a desktop, in both languages; the language switch
 * keeps the issuer; axe finds no serious violation; the visible "follow" links of the issuer page
 * and of the documents tab open valid Atom 1.0 feeds.
 */
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { jsonLd, TRAIL_LABEL, trailOf } from './breadcrumbs.js';
import { expectProblems, NOT_FOUND } from './page-problems.js';
import { LANGS } from '#shared/types/common.js';
import { screenshotPath, useSystemAndBrowser, visit, WIDTHS } from './system.js';

const started = useSystemAndBrowser();
const base = () => started.system.baseUrl;

const T = {
  es: {
    results: '/es/bmv/busqueda/amx?tab=1',
    documents: '/es/bmv/busqueda/amx?tab=2',
    issuer: '/es/bmv/emisoras/AMX',
    filings: 'Documentos más recientes',
    follow: 'Seguir los documentos de AMX (Atom)',
    followSearch: 'Seguir los documentos de «amx» (Atom)',
    all: 'Todos los documentos de AMX',
    switchTo: 'English',
    notFound: 'Página no encontrada 404',
  },
  en: {
    results: '/en/bmv/search/amx?tab=1',
    documents: '/en/bmv/search/amx?tab=2',
    issuer: '/en/bmv/issuers/AMX',
    filings: 'Newest filings',
    follow: 'Follow the filings of AMX (Atom)',
    followSearch: 'Follow the filings for “amx” (Atom)',
    all: 'All filings of AMX',
    switchTo: 'Español',
    notFound: 'Page not found 404',
  },
} as const;
const NAME = 'AMÉRICA MÓVIL, S.A.B. DE C.V.';

/** The feed a visible link leads to, parsed by the browser: Atom's required elements. */
async function followedFeed(page: Page, name: string) {
  const link = page.getByRole('link', { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  expect(await link.isVisible()).toBe(true);
  const href = (await link.getAttribute('href')) ?? '';
  const res = await page.request.get(new URL(href, page.url()).href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await res.text();
  return page.evaluate((text) => {
    const ns = 'http://www.w3.org/2005/Atom';
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const kids = (el: Element, n: string) =>
      [...el.children].filter((c) => c.namespaceURI === ns && c.localName === n);
    const root = doc.documentElement;
    const entries = kids(root, 'entry');
    return {
      parseErrors: doc.getElementsByTagName('parsererror').length,
      root: `${root.namespaceURI ?? ''} ${root.localName}`,
      feed: ['id', 'title', 'updated', 'author'].map((n) => kids(root, n).length),
      entries: entries.length,
      complete: entries.every(
        (e) =>
          ['id', 'title', 'updated'].every((n) => kids(e, n).length === 1) &&
          Boolean(kids(e, 'link')[0]?.getAttribute('href')),
      ),
      updated: kids(root, 'updated')[0]?.textContent ?? '',
    };
  }, xml);
}

describe.each(LANGS)('issuer pages (%s)', (lang) => {
  const t = T[lang];

  describe.each([true, false])('JavaScript %p', (javaScript) => {
    it.each(WIDTHS)('at %i px: the results page’s issuer link opens its page', async (width) => {
      const { page, close } = await visit(
        started.browser,
        `${base()}${t.results}`,
        width,
        javaScript,
      );
      try {
        const link = page.getByRole('link', { name: 'AMX', exact: true }).first();
        await link.waitFor();
        // No scrolling first: the grid may take over from the first rows meanwhile, and the
        // click finds the link again (and scrolls to it) where a scroll would not.
        const [response] = await Promise.all([
          page.waitForResponse((r) => new URL(r.url()).pathname === t.issuer),
          link.click(),
        ]);
        expect(response.status()).toBe(200);
        await page.waitForURL(`${base()}${t.issuer}`);
        await page.getByRole('heading', { level: 1, name: `${NAME} (AMX)` }).waitFor();
        await expect(page.title()).resolves.toMatch(/^AMÉRICA MÓVIL.* \(AMX\) - .*Grupo BMV$/);
        await expect(
          page.getByRole('heading', { level: 2, name: t.filings }).count(),
        ).resolves.toBe(1);
        // The series with the grid's formats, and the newest filings with their files.
        await expect(page.locator('table').count()).resolves.toBe(2);
        // Its trail: home, then the issuer, visible and as BreadcrumbList JSON-LD (decision 118).
        await expect(trailOf(page, TRAIL_LABEL[lang])).resolves.toEqual({
          names: [lang === 'es' ? 'Inicio' : 'Home', NAME],
          current: 'page',
        });
        const trail = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList');
        expect(trail?.itemListElement).toEqual([
          expect.objectContaining({ position: 1, item: { '@id': `/${lang}` } }),
          expect.objectContaining({ position: 2, name: NAME, item: { '@id': t.issuer } }),
        ]);
        await expect(
          page.locator('table').first().locator('tbody tr').count(),
        ).resolves.toBeGreaterThan(0);
        await expect(page.getByRole('link', { name: t.all }).count()).resolves.toBe(1);
        // Nothing wider than the screen but the tables' own scrolling regions.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: screenshotPath(`issuer-${lang}-${String(width)}-${javaScript ? 'js' : 'nojs'}`),
        });
      } finally {
        await close();
      }
    });
  });

  it.each(WIDTHS)('at %i px: the search panel’s issuer row opens its page', async (width) => {
    const { page, close } = await visit(started.browser, `${base()}/${lang}`, width);
    try {
      await page.locator('header [aria-controls="search-panel"]:visible').first().click();
      await page.getByRole('combobox').fill('amx');
      const row = page.locator(`[role="listbox"] a[href="${t.issuer}"]`).first();
      await row.waitFor({ timeout: 10_000 });
      await row.click();
      await page.waitForURL(`${base()}${t.issuer}`);
      await page.getByRole('heading', { level: 1, name: `${NAME} (AMX)` }).waitFor();
      await page.getByRole('heading', { level: 2, name: t.filings }).waitFor();
    } finally {
      await close();
    }
  });

  it('the page’s head links its feed, and the visible follow link opens a valid Atom feed', async () => {
    const { page, close } = await visit(started.browser, `${base()}${t.issuer}`, 375);
    try {
      const alternate = page.locator('link[rel="alternate"][type="application/atom+xml"]');
      await expect(alternate.getAttribute('href')).resolves.toBe(`${t.issuer}/feed.atom`);
      const feed = await followedFeed(page, t.follow);
      expect(feed.parseErrors).toBe(0);
      expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
      expect(feed.feed).toEqual([1, 1, 1, 1]);
      expect(feed.entries).toBeGreaterThan(0);
      expect(feed.entries).toBeLessThanOrEqual(50);
      expect(feed.complete).toBe(true);
      expect(feed.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[56]:00$/);
    } finally {
      await close();
    }
  });

  it('the documents tab’s follow link opens the search’s feed', async () => {
    const { page, close } = await visit(started.browser, `${base()}${t.documents}`, 1280);
    try {
      const feed = await followedFeed(page, t.followSearch);
      expect([feed.parseErrors, feed.feed]).toEqual([0, [1, 1, 1, 1]]);
      expect(feed.entries).toBeGreaterThan(0);
      expect(feed.complete).toBe(true);
    } finally {
      await close();
    }
  });

  it('the language switch keeps the issuer', async () => {
    const other = lang === 'es' ? 'en' : 'es';
    const { page, close } = await visit(started.browser, `${base()}${t.issuer}`, 1280);
    try {
      await page.getByRole('link', { name: t.switchTo, exact: true }).click();
      await page.waitForURL(`${base()}${T[other].issuer}`);
      await page.getByRole('heading', { level: 2, name: T[other].filings }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(other);
    } finally {
      await close();
    }
  });

  it('axe finds no serious or critical violation on the issuer page', async () => {
    for (const width of WIDTHS) {
      const { page, close } = await visit(started.browser, `${base()}${t.issuer}`, width);
      try {
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('an unknown or malformed key is the site’s 404 page', async () => {
    const { page, close } = await visit(started.browser, `${base()}/${lang}`, 1280);
    try {
      // The 404 page's own resource error.
      expectProblems(page, NOT_FOUND);
      for (const key of ['ZZZZ', 'amx%20x']) {
        const path = t.issuer.replace('AMX', key);
        const response = await page.goto(`${base()}${path}`);
        expect([path, response?.status()]).toEqual([path, 404]);
        await page.getByRole('heading', { level: 1, name: t.notFound }).waitFor();
      }
    } finally {
      await close();
    }
  });
});

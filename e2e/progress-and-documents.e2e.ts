/**
 * The page-loading bar after a failed navigation (issue 38 point 8) and the company documents of
 * every format (point 10): a failure turns the bar red and then it goes; a directly loaded 404
 * page has no bar; every document link of a results grid opens its file.
 */
import type { Page } from 'playwright-core';
import { expectProblems, resourceStatusMessage } from './page-problems.js';
import { interactive, screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';
import { reachForGrid } from './grid.js';

const started = useSystemAndBrowser({ DOCUMENT_COUNT: '5000' });

const LANGS = [
  {
    lang: 'es',
    glossary: '/es/bmv/glosario',
    missing: '/es/bmv/glosario/no/existe',
    notFound: 'Página no encontrada 404',
    loading: 'Cargando la página',
    seeMore: /^Ver más/,
    documents: '/es/bmv/busqueda/reporte?tab=2',
    next: 'Página siguiente',
  },
  {
    lang: 'en',
    glossary: '/en/bmv/glossary',
    missing: '/en/bmv/glossary/no/such',
    notFound: 'Page not found 404',
    loading: 'Loading the page',
    seeMore: /^See more/,
    documents: '/en/bmv/search/report?tab=2',
    next: 'Next page',
  },
] as const;

/** The bar's colour and the theme's error colour, as the browser computes them. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('[role="progressbar"]');
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-error)';
    document.body.append(probe);
    const error = getComputedStyle(probe).color;
    probe.remove();
    return { bar: bar ? getComputedStyle(bar).backgroundColor : null, error };
  });

describe.each(LANGS)('the page-loading bar ($lang)', (t) => {
  it('turns red when a navigation fails, then goes away', async () => {
    const context = await started.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${started.system.baseUrl}${t.glossary}`);
    await interactive(page);
    // The content service no longer knows the term the visitor opens: the page does not exist.
    await page.route('**/api/content', async (route) => {
      if (!route.request().postData()?.includes('page.glosario.landing')) return route.fallback();
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          status: false,
          messages: ['no glossary term'],
          response: { data: null },
        }),
      });
    });
    await page.getByRole('link', { name: t.seeMore }).first().click();
    await page.getByRole('heading', { name: t.notFound }).waitFor();
    const bar = page.getByRole('progressbar', { name: t.loading });
    await bar.waitFor();
    const { bar: colour, error } = await colours(page);
    expect(colour).toBe(error);
    await page.screenshot({ path: screenshotPath(`progress-failed-${t.lang}`) });
    await bar.waitFor({ state: 'detached', timeout: 5_000 });
    expect(await page.getByRole('heading', { name: t.notFound }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows no bar on a directly loaded 404 page', async () => {
    const context = await started.browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    expectProblems(page, resourceStatusMessage(404, 'Not Found'));
    const response = await page.goto(`${started.system.baseUrl}${t.missing}`);
    expect(response?.status()).toBe(404);
    expect(await response?.text()).not.toContain('role="progressbar"');
    await interactive(page);
    expect(await page.getByRole('heading', { name: t.notFound }).isVisible()).toBe(true);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await context.close();
  });
});

/** Content type and first bytes of each format's file. */
const FILES: Record<string, { type: string; starts: string }> = {
  pdf: { type: 'application/pdf', starts: '%PDF-' },
  html: { type: 'text/html; charset=utf-8', starts: '<!doctype html>' },
  txt: { type: 'text/plain; charset=utf-8', starts: 'Emisora / Issuer' },
  json: { type: 'application/json; charset=utf-8', starts: '{' },
  zip: { type: 'application/zip', starts: 'PK' },
  xls: { type: 'application/vnd.ms-excel', starts: '<?xml' },
  xbrl: { type: 'application/xml; charset=utf-8', starts: '<?xml' },
};

describe.each(LANGS)('company documents ($lang)', (t) => {
  it('opens the file of every document format linked from a results grid', async () => {
    const context = await started.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${started.system.baseUrl}${t.documents}`);
    await interactive(page);
    // One link per format, from the grid's pages as a visitor pages through them.
    const links = new Map<string, string>();
    for (let pageNo = 1; pageNo <= 10 && links.size < Object.keys(FILES).length; pageNo++) {
      await reachForGrid(page, 30_000);
      for (const href of await page
        .locator('.ag-row:not(.ag-row-loading) a[href*="/docs/emisoras/"]')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) {
        const format = /\.([a-z]+)$/.exec(href)?.[1] ?? '';
        if (!links.has(format)) links.set(format, href);
      }
      const first = await page.locator('.ag-row[row-index]').first().getAttribute('row-index');
      await page.getByRole('button', { name: t.next }).click();
      await page.waitForFunction(
        (before) =>
          document
            .querySelector('.ag-row:not(.ag-row-loading)[row-index]')
            ?.getAttribute('row-index') !== before,
        first,
      );
    }
    expect([...links.keys()].sort()).toEqual(Object.keys(FILES).sort());
    for (const [format, href] of links) {
      const res = await page.request.get(href, { maxRedirects: 0 });
      const file = FILES[format];
      const body = await res.body();
      expect([format, res.status(), res.headers()['content-type']]).toEqual([
        format,
        200,
        file?.type,
      ]);
      expect(body.subarray(0, file?.starts.length).toString()).toBe(file?.starts);
    }
    await context.close();
  });
});

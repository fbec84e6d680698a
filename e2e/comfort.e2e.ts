/**
 * Reading comfort (issue 26 point 4) and grids people can work with (point 5), in both languages:
 * the dark theme (toggle, memory, no flash, the system's scheme; its axe audits are in
 * focus-and-theme.e2e.ts), print, reduced motion, the CSV export of a grid's view and the live
 * region that says its rows and page.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expectProblems, resourceStatusMessage } from './page-problems.js';
import { interactive, openPage, screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';
import { reachForGrid } from './grid.js';

const started = useSystemAndBrowser();

const LANGS = [
  {
    lang: 'es',
    glossary: '/es/bmv/glosario',
    term: '/es/bmv/glosario/Casa_de_bolsa',
    results: '/es/bmv/busqueda/walmex?tab=2',
    dark: 'Modo oscuro',
    search: 'Buscar en el sitio',
    csv: 'Descargar CSV',
    firstHeader: 'Clave',
    summary: /^Filas 21 a 21 de 21, página 2 de 2$/,
    next: 'Página siguiente',
  },
  {
    lang: 'en',
    glossary: '/en/bmv/glossary',
    term: '/en/bmv/glossary/Dividend',
    results: '/en/bmv/search/walmex?tab=2',
    dark: 'Dark mode',
    search: 'Search the site',
    csv: 'Download CSV',
    firstHeader: 'Ticker',
    summary: /^Rows 21 to 21 of 21, page 2 of 2$/,
    next: 'Next page',
  },
] as const;

async function open(path: string, options: BrowserContextOptions = {}) {
  const opened = await openPage(started.browser, { viewport: VIEWPORTS.desktop, ...options });
  await opened.page.goto(`${started.system.baseUrl}${path}`);
  await interactive(opened.page);
  return opened;
}

const theme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

describe.each(LANGS)('reading comfort ($lang)', (t) => {
  it('the dark mode toggle is remembered across a reload', async () => {
    const { page, close } = await open(t.glossary, { colorScheme: 'light' });
    expect(await theme(page)).toBe('light');
    const toggle = page.getByRole('button', { name: t.dark });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    await page.reload();
    await interactive(page);
    expect(await theme(page)).toBe('dark');
    expect(await page.getByRole('button', { name: t.dark }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await close();
  });

  it('applies a stored theme before the app script runs (no flash)', async () => {
    const context = await started.browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => {
      // Not in the blank document a new page starts with, which has no storage.
      if (location.protocol === 'http:') localStorage.setItem('theme', 'dark');
    });
    const page = await context.newPage();
    // The app's scripts never arrive: what is painted comes from the HTML and its inline script.
    await page.route('**/assets/*.js', (route) => route.abort());
    expectProblems(
      page,
      // Any of the build's chunks (a CSS module's chunk is named `Name.module-hash.js`).
      /^requestfailed: GET http:\/\/127\.0\.0\.1:\d+\/assets\/[\w.-]+\.js net::ERR_FAILED$/,
      'Failed to load resource: net::ERR_FAILED',
    );
    await page.goto(`${started.system.baseUrl}${t.term}`, { waitUntil: 'domcontentloaded' });
    expect(await theme(page)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await context.close();
  });

  it("follows the system's colour scheme while nothing is chosen", async () => {
    const { page, close } = await open(t.glossary, { colorScheme: 'light' });
    expect(await theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await page.getByRole('button', { name: t.dark }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await close();
  });

  it('prints a term without header, panel or footer, with the address of the page', async () => {
    const { page, close } = await open(t.term);
    await page.getByRole('button', { name: t.search }).first().click();
    await page.waitForSelector('#search-panel');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await page.locator('#search-panel').isVisible()).toBe(false);
    const address = page.locator('.print-only');
    expect(await address.isVisible()).toBe(true);
    expect(await address.textContent()).toContain(`${started.system.baseUrl}${t.term}`);
    expect(await page.locator('h1').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await address.isVisible()).toBe(false);
    await close();
  });

  it('turns the panel slide-in off for visitors who prefer reduced motion', async () => {
    const animation = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page, close } = await open(t.glossary, { reducedMotion });
      await page.getByRole('button', { name: t.search }).first().click();
      const panel = await page.waitForSelector('#search-panel');
      // The keyframes' name is scoped by the build (a hash): the panel's own animation is the
      // one it runs, for the spec's 250 ms.
      const { name, duration } = await panel.evaluate((el) => {
        const style = getComputedStyle(el);
        return { name: style.animationName, duration: style.animationDuration };
      });
      const bar = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.transition = 'opacity 2s';
        document.body.append(probe);
        return getComputedStyle(probe).transitionDuration;
      });
      await close();
      return { name, duration, bar };
    };
    const moving = await animation('no-preference');
    expect([moving.name === 'none', moving.duration]).toEqual([false, '0.25s']);
    expect(moving.bar).toBe('2s');
    const reduced = await animation('reduce');
    expect(reduced.name).toBe('none');
    expect(parseFloat(reduced.bar)).toBeLessThan(0.001);
  });
});

describe.each(LANGS)('results grids ($lang)', (t) => {
  it("downloads the grid's filtered view as CSV with the page's headers", async () => {
    const { page, close } = await open(t.results.replace('tab=2', 'tab=1'));
    await reachForGrid(page, 30_000);
    // Filter the ticker column as a visitor would; the grid asks the server again.
    await page.locator('.ag-floating-filter input').first().fill('WALMEX');
    // The view goes into the address once the grid has asked for it.
    await page.waitForURL(/filter=/);
    await reachForGrid(page, 30_000);
    // The rows drawn before the filtered block arrives are redrawn with it.
    await page.waitForFunction(() => {
      const cells = document.querySelectorAll(
        '.ag-row:not(.ag-row-loading) [col-id="_source.cve_emisora"]',
      );
      return cells.length > 0 && [...cells].every((c) => c.textContent.includes('WALMEX'));
    });
    const shown = await page
      .locator('.ag-row:not(.ag-row-loading) [col-id="_source.cve_emisora"]')
      .allTextContents();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('instruments-walmex.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]?.split(',')[0]).toBe(t.firstHeader);
    const tickers = lines.slice(1).map((line) => line.split(',')[0]);
    expect(tickers).toEqual(shown.map((s) => s.trim()));
    await page.screenshot({ path: screenshotPath(`comfort-csv-${t.lang}`) });
    await close();
  });

  it('says a clear error when the export cannot be fetched, and keeps the rows shown', async () => {
    const { page, close } = await open(t.results);
    await reachForGrid(page, 30_000);
    const before = await page.locator('.ag-row:not(.ag-row-loading)').count();
    expect(before).toBeGreaterThan(0);
    expectProblems(page, resourceStatusMessage(502, 'Bad Gateway'));
    await page.route('**/api/search', (route) => route.fulfill({ status: 502, body: '{}' }));
    await page.getByRole('button', { name: t.csv }).click();
    await page.getByRole('alert').filter({ hasText: 'CSV' }).waitFor();
    expect(await page.locator('.ag-row:not(.ag-row-loading)').count()).toBe(before);
    await close();
  });

  it('announces the rows and the page in a polite live region after paging', async () => {
    const { page, close } = await open(t.results);
    await reachForGrid(page, 30_000);
    await page.getByRole('button', { name: t.next }).click();
    const region = page.getByTestId('grid-summary');
    await page.waitForFunction(
      (pattern) =>
        new RegExp(pattern).test(
          document.querySelector('[data-testid="grid-summary"]')?.textContent ?? '',
        ),
      t.summary.source,
    );
    expect(await region.getAttribute('role')).toBe('status');
    await close();
  });
});

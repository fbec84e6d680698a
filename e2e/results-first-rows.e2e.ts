/**
 * The results page's first rows before the grid's code (issue 35 points 3 and 4, decisions 122
 * and 127): the URL's page is drawn in the grid's box from the server's HTML; on a page loaded as
 * a document the grid's code is prefetched and runs only on a sign of use of the rows (at once
 * after a client-side navigation), and the grid takes over in the same box: no layout shift, the
 * box where it was, focus kept.
 */
import type { Page, Route } from 'playwright-core';
import { interactive, openPage, screenshotPath, useSystemAndBrowser } from './system.js';

const started = useSystemAndBrowser('documents');

const LANGS = ['es', 'en'] as const;
const WIDTHS = [375, 1280] as const;
const CASES = LANGS.flatMap((lang) => WIDTHS.map((width) => [lang, width] as const));

const T = {
  es: { search: 'busqueda', ticker: 'Clave', box: 'Buscar en el sitio' },
  en: { search: 'search', ticker: 'Ticker', box: 'Search the site' },
} as const;

const GRID_CODE = /\/assets\/ResultsGrid-[\w-]+\.js$/;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the page shows of the first rows, read where the visitor is. */
const firstRows = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('[role="tabpanel"] [data-grid-box]');
    const table = box?.querySelector('table');
    if (!box || !table) return null;
    const rect = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const shown = (e: Element) => e.checkVisibility() && e.getBoundingClientRect().height > 0;
    // The element after the box (the price note, the documents' feed link) must not move.
    let after = box.parentElement?.nextElementSibling;
    while (after && after.tagName !== 'P') after = after.nextElementSibling;
    return {
      box: rect(box),
      after: after ? rect(after) : null,
      headers: [...table.querySelectorAll('th')].filter(shown).map((th) => th.textContent),
      rows: [...table.querySelectorAll('tbody tr')].filter((tr) =>
        [...tr.querySelectorAll('td')].some(shown),
      ).length,
      firstCell: table.querySelector('tbody td')?.textContent ?? null,
      links: table.querySelectorAll('tbody a[href]').length,
      readyState: document.readyState,
    };
  });

/** The grid's box and the element after it, once the grid has drawn its rows. */
const gridBox = async (page: Page) => {
  await page.waitForSelector('[data-grid-box] .ag-row:not(.ag-row-loading) .ag-cell', {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const box = document.querySelector('[role="tabpanel"] section[data-grid-box]');
    if (!box) return null;
    const rect = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    let after = box.nextElementSibling;
    while (after && after.tagName !== 'P') after = after.nextElementSibling;
    return {
      box: rect(box),
      after: after ? rect(after) : null,
      tables: document.querySelectorAll('[role="tabpanel"] [data-grid-box] table').length,
      // The top row of the page shown (on page 2, row 20).
      firstCell:
        [...box.querySelectorAll<HTMLElement>('.ag-row[row-index]:not(.ag-row-loading)')]
          .sort(
            (a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')),
          )[0]
          ?.querySelector<HTMLElement>('[aria-colindex="1"]')?.innerText ?? null,
    };
  });
};

/** Cumulative layout shift since `since` (ms of the page's clock), from the buffered entries. */
const layoutShift = (page: Page, since = 0) =>
  page.evaluate(
    (start) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let sum = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput && entry.startTime >= start) sum += entry.value;
          }
          resolve(sum);
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing shifted.
        setTimeout(() => {
          resolve(0);
        }, 500);
      }),
    since,
  );

/** The grid code's requests as the page makes them: `other` its prefetch, `script` its import. */
function gridCodeRequests(page: Page): string[] {
  const kinds: string[] = [];
  page.on('request', (request) => {
    if (GRID_CODE.test(request.url())) kinds.push(request.resourceType());
  });
  return kinds;
}

/**
 * A visitor's pointer on the rows, the sign a page loaded as a document waits for to run the
 * grid's code (decision 127); the first rows as shown then, where the pointer scrolled them.
 */
async function pointAtRows(page: Page) {
  await page.locator('[role="tabpanel"] [data-grid-box]').hover();
  return firstRows(page);
}

/** Holds the grid's code until `release()`; `requested` resolves with what the page showed then. */
async function holdGridCode(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen: (shown: Awaited<ReturnType<typeof firstRows>>) => void = () => undefined;
  const requested = new Promise<Awaited<ReturnType<typeof firstRows>>>((r) => (seen = r));
  await page.route(GRID_CODE, async (route: Route) => {
    seen(await firstRows(page));
    await released;
    await route.continue();
  });
  return {
    requested,
    release: () => {
      release();
    },
  };
}

const expectSameRect = (after: Rect | null | undefined, before: Rect | null | undefined) => {
  expect(after).toBeTruthy();
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((after?.[key] ?? NaN) - (before?.[key] ?? NaN))).toBeLessThan(0.5);
};

/**
 * Releases the grid's code and expects the grid in the first rows' place: the same first row, the
 * box and what follows it where they were, and no layout shift since `since`.
 */
async function expectTakeover(
  page: Page,
  held: Awaited<ReturnType<typeof holdGridCode>>,
  shown: Awaited<ReturnType<typeof firstRows>>,
  since = 0,
) {
  held.release();
  const grid = await gridBox(page);
  expect(grid?.tables).toBe(0);
  expect(grid?.firstCell).toBe(shown?.firstCell);
  expectSameRect(grid?.box, shown?.box);
  expectSameRect(grid?.after, shown?.after);
  expect(await layoutShift(page, since)).toBeLessThanOrEqual(0.02);
}

async function newPage(width: number) {
  return openPage(started.browser, { viewport: { width, height: 900 } });
}

describe('the first rows of a results page loaded as a document', () => {
  it.each(CASES)('%s at %i px: drawn at once, the grid run on a sign of use', async (lang, w) => {
    const { page, close } = await newPage(w);
    const requests = gridCodeRequests(page);
    const held = await holdGridCode(page);
    // The documents: a full first page, and links to files.
    await page.goto(`${started.system.baseUrl}/${lang}/bmv/${T[lang].search}/ipc?tab=2`);
    await interactive(page);
    await page.waitForLoadState('load');
    // The page's load and an idle second after it fetch the code for later, and do not run it.
    await page.waitForTimeout(1000);
    expect(requests).toEqual(['other']);
    const loaded = await firstRows(page);
    expect(loaded?.readyState).toBe('complete');
    expect(loaded?.rows).toBe(20);
    expect(loaded?.headers[0]).toBe(T[lang].ticker);
    expect(loaded?.links).toBeGreaterThan(0);
    await expect(page.getByRole('tabpanel').getByRole('row').nth(1).isVisible()).resolves.toBe(
      true,
    );
    // A table to screen readers too (its rows are `display: contents`): Chromium's own tree.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const roles = nodes.map((node) => String(node.role?.value));
    expect(roles).toContain('table');
    expect(roles.filter((role) => role === 'row').length).toBeGreaterThanOrEqual(21);
    expect(roles.filter((role) => role === 'columnheader').length).toBe(loaded?.headers.length);
    await page.screenshot({ path: screenshotPath(`first-rows-${lang}-${String(w)}`) });

    const shown = await pointAtRows(page);
    await expectTakeover(page, held, shown);
    expect(requests).toEqual(['other', 'script']);
    await close();
  });
});

describe('the first rows of a results page reached client-side', () => {
  it.each([
    ['es', 375],
    ['en', 1280],
  ] as const)('%s at %i px: home → panel → results, then the grid', async (lang, w) => {
    const { page, close } = await newPage(w);
    const held = await holdGridCode(page);
    await page.goto(`${started.system.baseUrl}/${lang}`);
    await interactive(page);
    await page.locator('header [aria-controls="search-panel"]:visible').first().click();
    await page.getByRole('combobox').fill('ipc');
    await page.getByRole('listbox').waitFor({ timeout: 15_000 });
    await page.getByRole('combobox').press('Enter');
    await page.waitForURL(`**/${lang}/bmv/${T[lang].search}/ipc?tab=1`);
    // No document's first view: the code is asked for at once, the first rows drawn meanwhile.
    const shown = await held.requested;
    expect(shown?.rows).toBeGreaterThan(0);
    expect(shown?.headers[0]).toBe(T[lang].ticker);

    await expectTakeover(page, held, shown, await page.evaluate(() => performance.now()));
    await close();
  });
});

describe('focus in the first rows when the grid arrives', () => {
  it('stays on the row link; the grid takes over once focus leaves the rows', async () => {
    const { page, close } = await newPage(1280);
    const held = await holdGridCode(page);
    await page.goto(`${started.system.baseUrl}/es/bmv/busqueda/ipc?tab=1`);
    await interactive(page);
    const link = page.locator('[data-grid-box] table tbody a').first();
    await link.focus();
    await held.requested;
    const arrived = page.waitForResponse(GRID_CODE);
    held.release();
    await arrived;
    // The grid waits: the link keeps focus, the table stays.
    await page.waitForTimeout(500);
    await expect(link.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
    await page.getByRole('tab').first().focus();
    await gridBox(page);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe(
      'tab',
    );
    await close();
  });
});

describe('the first rows of a results URL with a later page and a sort', () => {
  const view = (lang: 'es' | 'en', page: string) =>
    `${started.system.baseUrl}/${lang}/bmv/${T[lang].search}/grupo?tab=1${page}&sort=_source.cve_emisora:desc`;

  it.each([
    ['es', 375],
    ['en', 1280],
  ] as const)('%s at %i px: that page, without JavaScript and before the grid', async (lang, w) => {
    // Without JavaScript: the URL's page, not the first.
    const noScript = await started.browser.newContext({
      viewport: { width: w, height: 900 },
      javaScriptEnabled: false,
    });
    const plain = await noScript.newPage();
    await plain.goto(view(lang, ''));
    const first = await firstRows(plain);
    await plain.goto(view(lang, '&page=2'));
    const second = await firstRows(plain);
    await noScript.close();
    expect(second?.rows).toBe(20);
    expect(second?.firstCell).not.toBe(first?.firstCell);

    // With it: the same rows at once, and the grid takes over on that page with no change.
    const { page, close } = await newPage(w);
    const held = await holdGridCode(page);
    await page.goto(view(lang, '&page=2'));
    await interactive(page);
    const shown = await pointAtRows(page);
    expect(shown?.firstCell).toBe(second?.firstCell);
    await expectTakeover(page, held, shown);
    await expect(page.getByTestId('grid-summary').textContent()).resolves.toMatch(/\b21\D+40\b/);
    await close();
  });
});

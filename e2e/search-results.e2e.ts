/**
 * The search results page in Chromium against the real system: every tab, the grids (sort, filter,
 * page, then reload from the URL), the prefix view, a site token that expires mid-session, and
 * screenshots at 375, 768 and 1280 px.
 */
import type { Page, Request } from 'playwright-core';
import { expectProblems, NOT_FOUND } from './page-problems.js';
import { interactive, openPage, screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';
import { reachForGrid } from './grid.js';

// The default corpus size: the documents grid of 'ipc' then spans several pages.
const started = useSystemAndBrowser('documents');
const system = () => started.system;
const browser = () => started.browser;

async function openResults(
  url: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const { page, close } = await openPage(browser(), { viewport });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) apiCalls.push(r.url());
  });
  const response = await page.goto(`${system().baseUrl}${url}`, { waitUntil: 'networkidle' });
  // Clicks before hydration would do nothing: wait until the page is interactive.
  if (response?.status() === 200) await interactive(page);
  return { page, problems, apiCalls, status: response?.status(), close };
}

/** The grid's rows as text once the grid has loaded its page. */
async function gridRows(page: Page): Promise<string[]> {
  await reachForGrid(page);
  // Until every row shown has its cells' text (rows are drawn before their cells are filled).
  await page.waitForFunction(
    () => {
      const rows = [...document.querySelectorAll('.ag-row[row-index]')];
      return rows.length > 0 && rows.every((r) => r.textContent.trim() !== '');
    },
    undefined,
    { timeout: 15_000 },
  );
  return page.$$eval('.ag-row[row-index]', (rows) =>
    rows
      .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
      .map((r) => r.textContent.trim()),
  );
}

/** The grid requests (`requestJson`) a page sends from now on, parsed. */
function gridRequests(
  page: Page,
): { startRow: number; sortModel: unknown; filterModel: unknown }[] {
  const seen: { startRow: number; sortModel: unknown; filterModel: unknown }[] = [];
  page.on('request', (r) => {
    const body = r.url().includes('/api/') ? r.postData() : null;
    if (!body?.includes('requestJson')) return;
    const { requestJson } = JSON.parse(body) as { requestJson: string };
    seen.push(JSON.parse(requestJson) as (typeof seen)[number]);
  });
  return seen;
}

const tabNames = (page: Page) =>
  page.$$eval('[role="tab"]', (tabs) => tabs.map((t) => t.textContent));

describe('search results page', () => {
  it('renders the five tabs on the server with their badges and shows every tab', async () => {
    const { page, problems, status, close } = await openResults('/es/bmv/busqueda/ipc?tab=0');
    expect(status).toBe(200);
    expect(await page.title()).toBe('ipc - Búsqueda - Grupo BMV');
    const names = await tabNames(page);
    expect(names).toHaveLength(5);
    expect(names[0]).toMatch(/^Definiciones20/);
    for (const [index, expected] of [
      [0, 'a'],
      [1, 'grid'],
      [2, 'grid'],
      [3, 'table'],
      [4, 'a'],
    ] as const) {
      await page.click(`[role="tab"]:nth-child(${String(index + 1)})`);
      await page.waitForSelector(
        `[role="tab"]:nth-child(${String(index + 1)})[aria-selected="true"]`,
      );
      expect(page.url()).toContain(`tab=${String(index)}`);
      expect(
        await page.getAttribute(`[role="tab"]:nth-child(${String(index + 1)})`, 'aria-selected'),
      ).toBe('true');
      const panel = page.locator('[role="tabpanel"]');
      if (expected === 'grid') expect((await gridRows(page)).length).toBeGreaterThan(0);
      else await panel.locator(expected).first().waitFor({ timeout: 10_000 });
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('sorts, filters and pages the documents grid, and a reload from the URL reopens the same view', async () => {
    const { page, problems, close } = await openResults('/es/bmv/busqueda/ipc?tab=2');
    expect((await gridRows(page)).length).toBeGreaterThan(5);
    // Page size 20: the summary reads '1 a 20 de N'.
    expect(await page.textContent('.ag-paging-row-summary-panel')).toMatch(
      /^\s*1\s*a\s*20\s*de\s*\d+/,
    );

    // Sort by reception date, oldest first.
    await page.click('.ag-header-cell[col-id="_source.fecha_recepcion"] .ag-header-cell-label');
    await page.waitForURL(/sort=_source\.fecha_recepcion%3Aasc/);
    const sorted = await gridRows(page);
    const dates = sorted.map((r) => /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.exec(r)?.[0] ?? '');
    expect(dates).toEqual([...dates].sort());

    // Next page.
    await page.click('.ag-paging-button[aria-label="Página siguiente"]');
    await page.waitForURL(/page=2/);
    const second = await gridRows(page);
    expect(second[0]).not.toBe(sorted[0]);
    const secondPageUrl = page.url();

    // Filter the description with the floating filter.
    const filterInput = page.locator(
      '.ag-floating-filter[col-id="_source.descripccion_documento"] input',
    );
    await filterInput.fill('anual');
    await page.waitForURL(/filter=/, { timeout: 10_000 });
    // The URL changes when the filter is applied; the filtered rows arrive after it.
    await page.waitForFunction(
      () => {
        const rows = [...document.querySelectorAll('.ag-row[row-index]')];
        return rows.length > 0 && rows.every((r) => /anual/i.test(r.textContent));
      },
      undefined,
      { timeout: 10_000 },
    );
    const filtered = await gridRows(page);
    expect(filtered.every((r) => /anual/i.test(r))).toBe(true);

    const url = page.url();
    const sort = [{ colId: '_source.fecha_recepcion', sort: 'asc' }];
    const afterReload = gridRequests(page);
    await page.reload({ waitUntil: 'networkidle' });
    expect(page.url()).toBe(url);
    expect(await gridRows(page)).toEqual(filtered);
    expect(await filterInput.inputValue()).toBe('anual');
    expect(
      await page.getAttribute('.ag-header-cell[col-id="_source.fecha_recepcion"]', 'aria-sort'),
    ).toBe('ascending');
    // The page the URL shows, sorted and filtered, came with the document (decision 122): the
    // grid asks for no page, none without the URL's sort and filter.
    expect(afterReload).toEqual([]);

    // A shared link to the sorted second page reopens that page.
    const afterLink = gridRequests(page);
    await page.goto(secondPageUrl, { waitUntil: 'networkidle' });
    await reachForGrid(page);
    await page.waitForFunction(
      () =>
        /^\s*21\s*a\s*40/.test(
          document.querySelector('.ag-paging-row-summary-panel')?.textContent ?? '',
        ),
      undefined,
      { timeout: 15_000 },
    );
    expect(await gridRows(page)).toEqual(second);
    // The second page came with the document; the grid asks for the sorted first page only (it
    // starts there).
    expect(afterLink.map((r) => [r.startRow, r.sortModel, r.filterModel])).toEqual([[0, sort, {}]]);
    expect(page.url()).toBe(secondPageUrl);
    expect(problems).toEqual([]);
    await close();
  });

  it('says there are no rows once, in the page language, when a filter matches nothing', async () => {
    const { page, problems, close } = await openResults('/es/bmv/busqueda/ipc?tab=2');
    await gridRows(page);
    await page
      .locator('.ag-floating-filter[col-id="_source.descripccion_documento"] input')
      .fill('zzqqxxnada');
    await page.waitForURL(/filter=/, { timeout: 10_000 });
    const panel = page.locator('[role="tabpanel"]');
    await panel.locator('[role="status"]', { hasText: 'No se encontraron resultados' }).waitFor();
    expect(await page.locator('.ag-row[row-index]').count()).toBe(0);
    expect(await page.locator('.ag-overlay-wrapper:visible').count()).toBe(0);
    expect(await panel.innerText()).not.toMatch(/No Matching Rows|No Rows To Show/i);
    expect(problems).toEqual([]);
    await close();
  });

  it('cuts a marked word with the ellipsis: its mark paints nothing past the ellipsis', async () => {
    // 'grupo' ends many generated descriptions ('Información de subsidiarias del grupo ...'):
    // the description column cuts it at 1280 px.
    const { page, problems, close } = await openResults('/es/bmv/busqueda/grupo?tab=2');
    await gridRows(page);
    const marks = await page.$$eval('.ag-row .ag-cell mark', (found) =>
      found.map((mark) => {
        // The element that draws the ellipsis, and the edge its overflow clips at (its padding
        // box): a mark's background shows up to that edge.
        let cutter: Element | null = mark.parentElement;
        while (cutter && getComputedStyle(cutter).textOverflow !== 'ellipsis')
          cutter = cutter.parentElement;
        if (!cutter) return { cut: false, pastEllipsis: Number.NaN };
        const box = cutter.getBoundingClientRect();
        const style = getComputedStyle(cutter);
        const contentRight =
          box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        const clipRight = box.left + cutter.clientLeft + cutter.clientWidth;
        const markRight = mark.getBoundingClientRect().right;
        return {
          cut: markRight > contentRight + 0.5,
          // What of the mark shows right of the ellipsis (the content edge): none.
          pastEllipsis: Math.max(0, Math.min(markRight, clipRight) - contentRight),
        };
      }),
    );
    const cut = marks.filter((m) => m.cut);
    expect(cut.length).toBeGreaterThan(0);
    for (const mark of cut) expect(mark.pastEllipsis).toBeLessThanOrEqual(0.5);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the active tab on a narrow screen, in the tab list scrolled sideways', async () => {
    const { page, problems, close } = await openResults(
      '/es/bmv/busqueda/ipc?tab=4',
      VIEWPORTS.mobile,
    );
    const geometry = () =>
      page.$eval('[role="tablist"]', (list) => {
        const active = list.querySelector('[aria-selected="true"]');
        const box = list.getBoundingClientRect();
        const tab = active?.getBoundingClientRect();
        return {
          overflows: list.scrollWidth > list.clientWidth,
          shown: !!tab && tab.left >= box.left - 0.5 && tab.right <= box.right + 0.5,
          pageScrollX: window.scrollX,
        };
      });
    await page.waitForFunction(() => {
      const list = document.querySelector('[role="tablist"]');
      return !!list && list.scrollLeft > 0;
    });
    expect(await geometry()).toEqual({ overflows: true, shown: true, pageScrollX: 0 });
    // Back to the first tab by keyboard: the list follows the activated tab.
    await page.focus('[role="tab"][aria-selected="true"]');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.waitForURL(/tab=0/);
    // The router commits the new tab in a transition, after the address changes.
    await page.waitForFunction(
      () =>
        document.querySelector('[role="tab"][aria-selected="true"]') ===
          document.querySelector('[role="tab"]') &&
        document.querySelector('[role="tablist"]')?.scrollLeft === 0,
    );
    expect(await geometry()).toEqual({ overflows: true, shown: true, pageScrollX: 0 });
    expect(problems).toEqual([]);
    await close();
  });

  it('right-aligns the prices of the instruments grid, header and cells', async () => {
    const { page, problems, close } = await openResults('/es/bmv/busqueda/ipc?tab=1');
    await gridRows(page);
    const column = '_source.ultimo_precio_operado';
    const header = page.locator(`[role="columnheader"][col-id="${column}"]`);
    expect(await header.getAttribute('class')).toContain('ag-right-aligned-header');
    // The price columns are on the right: scroll the grid to them (columns are virtualised).
    await page.evaluate(() => {
      for (const selector of ['.ag-body-horizontal-scroll-viewport', '.ag-center-cols-viewport'])
        document.querySelector(selector)?.scrollBy({ left: 5000 });
    });
    await page.waitForSelector(`.ag-row .ag-cell[col-id="${column}"] span`, { timeout: 10_000 });
    const cells = await page.$$eval(`.ag-row .ag-cell[col-id="${column}"]`, (found) =>
      found.map((cell) => {
        const value = cell.querySelector('span');
        const range = document.createRange();
        if (value) range.selectNodeContents(value);
        const box = cell.getBoundingClientRect();
        const text = range.getBoundingClientRect();
        const padding = parseFloat(getComputedStyle(cell).paddingRight);
        return {
          text: value?.textContent ?? '',
          align: value ? getComputedStyle(value).textAlign : '',
          // From the end of the text to the cell's content edge; the space left of it.
          gapRight: Math.round(box.right - padding - text.right),
          gapLeft: Math.round(text.left - box.left),
        };
      }),
    );
    const priced = cells.filter((c) => /\d/.test(c.text));
    expect(priced.length).toBeGreaterThan(0);
    for (const cell of priced) {
      expect(cell.align).toBe('right');
      // The text ends at the cell's right padding, with the free space on its left.
      expect(Math.abs(cell.gapRight)).toBeLessThanOrEqual(1);
      expect(cell.gapLeft).toBeGreaterThan(cell.gapRight);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('hydrates with the answers of the server: the first grid page makes no request', async () => {
    const { page, apiCalls, close } = await openResults('/es/bmv/busqueda/ipc?tab=2');
    expect((await gridRows(page)).length).toBeGreaterThan(0);
    // Only the site token, asked for while the page is idle (the visitor had none).
    expect(apiCalls.filter((url) => !url.endsWith('/api/token'))).toEqual([]);
    await close();
  });

  it('shows the documents-by-prefix view for a document-type keyword plus an issuer key', async () => {
    const { page, close } = await openResults('/en/bmv/search/financials_WALMEX?tab=1');
    expect(await page.locator('[role="tablist"]').count()).toBe(0);
    expect(await page.textContent('main h2')).toBe('Documents of financials WALMEX');
    const rows = await gridRows(page);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.startsWith('WALMEX'))).toBe(true);
    await close();
  });

  it('searches from its box with tab=1 and decodes accents from the path', async () => {
    const { page, close } = await openResults('/es/bmv/busqueda/acci%C3%B3n?tab=0');
    expect(await page.textContent('h1')).toBe('Resultados de búsqueda para «acción»');
    await page.fill('input[type="search"]', 'casa de bolsa');
    await page.press('input[type="search"]', 'Enter');
    await page.waitForURL(/\/es\/bmv\/busqueda\/casa_de_bolsa\?tab=1$/);
    await page.waitForSelector('h1:has-text("casa de bolsa")');
    expect(await page.textContent('[role="tab"][aria-selected="true"]')).toMatch(/^Instrumentos/);
    await close();
  });

  it('answers 404 for a tab outside 0–4', async () => {
    const { page, status, close } = await openResults('/es/bmv/busqueda/ipc?tab=9');
    expectProblems(page, NOT_FOUND);
    expect(status).toBe(404);
    await close();
  });

  it('recovers from a site token that expires mid-session with one token request and no visible error', async () => {
    const { page, close } = await openResults('/es/bmv/busqueda/ipc?tab=0');
    const tokenRequests: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/token')) tokenRequests.push(r);
    });
    await page
      .context()
      .addCookies([{ name: 'bolsa_token', value: 'forged.token.value', url: system().baseUrl }]);
    await page.evaluate(() => {
      // The store still holds the old token: make it stale too, as after expiry.
      document.cookie = 'bolsa_token=forged.token.value; Path=/';
    });
    await page.click('[role="tab"]:nth-child(3)');
    expect((await gridRows(page)).length).toBeGreaterThan(0);
    await page.click('.ag-paging-button[aria-label="Página siguiente"]');
    await page.waitForURL(/page=2/);
    expect((await gridRows(page)).length).toBeGreaterThan(0);
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    expect(tokenRequests.length).toBeLessThanOrEqual(1);
    await close();
  });

  it.each(Object.entries(VIEWPORTS))('looks right at %s width', async (name, viewport) => {
    for (const [label, url] of [
      ['tabs', '/es/bmv/busqueda/ipc?tab=1'],
      ['prefix', '/en/bmv/search/financials_WALMEX'],
    ] as const) {
      const { page, problems, close } = await openResults(url, viewport);
      await gridRows(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`search-results-${label}-${name}`) });
      expect(problems).toEqual([]);
      await close();
    }
  });
});

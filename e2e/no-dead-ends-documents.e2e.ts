/** Issue 23 (items 5 and 13): company documents open real files, dated no later than today. */
import { expectProblems, resourceStatusMessage } from './page-problems.js';
import { deadEndPages, LANGS, T } from './no-dead-ends-page.js';
import { interactive, useSystemAndBrowser } from './system.js';
import { reachForGrid } from './grid.js';

const started = useSystemAndBrowser('noGroupSites');
const system = () => started.system;
const { newPage, panelDocumentLinks } = deadEndPages(started);

describe('company documents (items 5 and 13)', () => {
  it.each(LANGS)('open a real file or a page of the site, never JSON errors (%s)', async (lang) => {
    const { page, close } = await newPage();
    const links = await panelDocumentLinks(page, lang, 'amx');
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      const res = await fetch(`${system().baseUrl}${href}`);
      const type = res.headers.get('content-type') ?? '';
      expect([href, res.status]).toEqual([href, 200]);
      expect(type).not.toMatch(/json/);
      if (/\.pdf$/.test(href)) {
        expect(type).toBe('application/pdf');
        expect(
          Buffer.from(await res.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      }
    }
    // A URL that is not one of the document's own: the site's 404 page.
    expectProblems(page, resourceStatusMessage(404, 'Not Found'));
    const xbrl = links[0]?.replace(/\.\w+$/, '.xbrl') ?? '';
    const unknown = await page.goto(`${system().baseUrl}${xbrl}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/404/);
    await close();
  });

  it.each(LANGS)('are dated no later than today, quarters in the language (%s)', async (lang) => {
    const { page, close } = await newPage();
    await page.goto(`${system().baseUrl}/${lang}`);
    await interactive(page);
    await page.locator('header [aria-controls="search-panel"]:visible').first().click();
    await page.getByRole('combobox').fill(lang === 'es' ? 'trimestral' : 'quarterly');
    await page.getByRole('listbox').waitFor({ timeout: 10_000 });
    const rows = await page
      .locator('[role="listbox"] [role="group"]')
      .filter({ hasText: T[lang].documents })
      .locator('[role="option"]')
      .allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    for (const row of rows) {
      const date = /\d{4}-\d{2}-\d{2}/.exec(row)?.[0];
      if (date) expect([row, date <= today]).toEqual([row, true]);
      if (lang === 'en') expect(row).not.toMatch(/\b[1-4]T\b/);
    }
    await close();
  });
});

describe('the newest documents (item 13)', () => {
  it.each(LANGS)('are dated no later than today in the documents grid (%s)', async (lang) => {
    const { page, close } = await newPage();
    const text = lang === 'es' ? 'reporte' : 'report';
    await page.goto(
      `${system().baseUrl}${T[lang].search}/${text}?tab=2&sort=_source.fecha_recepcion%3Adesc`,
    );
    await reachForGrid(page);
    // The grid draws its rows before their data arrives: wait for the first row's date.
    const cell = '.ag-row[row-index="0"] .ag-cell[col-id="_source.fecha_recepcion"]';
    const first = await page.waitForFunction(
      (selector) => {
        const text = document.querySelector(selector)?.textContent ?? '';
        return /\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
      },
      cell,
      { timeout: 15_000 },
    );
    const date = String(await first.jsonValue());
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([date, date <= new Date().toISOString().slice(0, 10)]).toEqual([date, true]);
    await close();
  });
});

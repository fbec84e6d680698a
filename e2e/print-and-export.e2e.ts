/**
 * Print and export (issue 38 point 9 and the CSV of point 10), in both languages: a results grid
 * prints every row of its page and every column without its controls; term and glossary pages
 * print without buttons or the finder; the CSV holds numbers, absolute document addresses and
 * says when the row limit cut it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { interactive, openPage, screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';
import { reachForGrid } from './grid.js';

const started = useSystemAndBrowser({ DOCUMENT_COUNT: '5000' });

const LANGS = [
  {
    lang: 'es',
    documents: '/es/bmv/busqueda/walmex?tab=2',
    instruments: '/es/bmv/busqueda/walmex?tab=1',
    many: '/es/bmv/busqueda/reporte?tab=2',
    term: '/es/bmv/glosario/Casa_de_bolsa',
    glossary: '/es/bmv/glosario',
    columns: [
      'Clave',
      'Tipo de documento',
      'Descripción',
      'Fecha de recepción',
      'Documento',
      'Anexo',
    ],
    csv: 'Descargar CSV',
    lastPrice: 'Último precio',
    files: ['Documento', 'Anexo'],
    cut: /^El CSV tiene las primeras 1,000 filas de (\d,\d{3})\.$/,
    back: 'Volver al glosario',
    readMore: /^Leer más/,
    letters: 'Filtrar por letra inicial',
    finder: 'Buscar en el glosario',
  },
  {
    lang: 'en',
    documents: '/en/bmv/search/walmex?tab=2',
    instruments: '/en/bmv/search/walmex?tab=1',
    many: '/en/bmv/search/report?tab=2',
    term: '/en/bmv/glossary/Dividend',
    glossary: '/en/bmv/glossary',
    columns: ['Ticker', 'Document type', 'Description', 'Reception date', 'Document', 'Attachment'],
    csv: 'Download CSV',
    lastPrice: 'Last price',
    files: ['Document', 'Attachment'],
    cut: /^The CSV holds the first 1,000 rows of (\d,\d{3})\.$/,
    back: 'Back to the glossary',
    readMore: /^Read more/,
    letters: 'Filter by initial letter',
    finder: 'Search the glossary',
  },
] as const;

const WIDTHS = [VIEWPORTS.mobile, VIEWPORTS.desktop] as const;

async function open(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await openPage(started.browser, { viewport, acceptDownloads: true });
  await opened.page.goto(`${started.system.baseUrl}${path}`);
  await interactive(opened.page);
  return opened;
}

/**
 * What of the page's tables the printed page shows: the visible column headers, the body rows no
 * clipping box hides, and the visible controls (inputs, buttons, the pager's buttons) in <main>.
 */
const printed = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no main');
    const shown = (el: Element, axes: 'xy' | 'y') => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return false;
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const c = box.getBoundingClientRect();
        if (style.overflowY !== 'visible' && (r.top < c.top - 1 || r.bottom > c.bottom + 1))
          return false;
        if (
          axes === 'xy' &&
          style.overflowX !== 'visible' &&
          (r.left < c.left - 1 || r.right > c.right + 1)
        )
          return false;
      }
      return true;
    };
    const headers = [...main.querySelectorAll('[role="columnheader"], th')]
      .filter((h) => shown(h, 'xy'))
      .map((h) => h.textContent.trim());
    const rows = [...main.querySelectorAll('[role="row"], tr')].filter(
      (row) => row.querySelector('[role="gridcell"], td') && shown(row, 'y'),
    ).length;
    // The tab of the results shown is printed: it names what the table holds.
    const controls = [
      ...main.querySelectorAll(
        'input, select, textarea, button:not([role="tab"]), [role="button"]',
      ),
    ]
      .filter((c) => shown(c, 'xy'))
      .map((c) => c.outerHTML.slice(0, 80));
    return { headers, rows, controls };
  });

/** A CSV file's rows (RFC 4180: quoted cells may hold separators, quotes and line breaks). */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

async function downloadCsv(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text.slice(1), ',');
}

describe.each(LANGS)('print ($lang)', (t) => {
  it.each(WIDTHS)(
    'prints every row of the grid page and every column, without filters, pager or buttons at $width px',
    async (viewport) => {
      const { page, close } = await open(t.documents, viewport);
      await reachForGrid(page, 30_000);
      await page.emulateMedia({ media: 'print' });
      const sheet = await printed(page);
      expect(sheet.headers).toEqual(t.columns);
      expect(sheet.rows).toBe(20);
      expect(sheet.controls).toEqual([]);
      await page.screenshot({
        path: screenshotPath(`print-grid-${t.lang}-${String(viewport.width)}`),
        fullPage: true,
      });
      await close();
    },
  );

  it.each(WIDTHS)('prints a term without its buttons at $width px', async (viewport) => {
    const { page, close } = await open(t.term, viewport);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('main h1').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: t.back }).isVisible()).toBe(false);
    const readMore = page.getByRole('link', { name: t.readMore, includeHidden: true });
    expect(await readMore.count()).toBeGreaterThan(0);
    for (const link of await readMore.all()) expect(await link.isVisible()).toBe(false);
    expect((await printed(page)).controls).toEqual([]);
    await page.screenshot({
      path: screenshotPath(`print-term-${t.lang}-${String(viewport.width)}`),
      fullPage: true,
    });
    await close();
  });

  it.each(WIDTHS)('prints the glossary without its finder at $width px', async (viewport) => {
    const { page, close } = await open(t.glossary, viewport);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('main h1').isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: t.letters }).isVisible()).toBe(false);
    expect(await page.getByRole('searchbox', { name: t.finder }).isVisible()).toBe(false);
    expect(await page.locator('main article h2, main article h3').first().isVisible()).toBe(true);
    expect((await printed(page)).controls).toEqual([]);
    await page.screenshot({
      path: screenshotPath(`print-glossary-${t.lang}-${String(viewport.width)}`),
      fullPage: true,
    });
    await close();
  });
});

describe.each(LANGS)('CSV export ($lang)', (t) => {
  it('writes prices as plain numbers, as the grid shows them', async () => {
    const { page, close } = await open(t.instruments);
    await reachForGrid(page, 30_000);
    const shown = await page
      .locator('.ag-row:not(.ag-row-loading) [col-id="_source.ultimo_precio_operado"]')
      .allTextContents();
    const [head, ...rows] = await downloadCsv(page, t.csv);
    const column = head?.indexOf(t.lastPrice) ?? -1;
    expect(column).toBeGreaterThanOrEqual(0);
    const prices = rows.map((row) => row[column] ?? '');
    expect(prices.some((p) => p !== '')).toBe(true);
    for (const price of prices) expect(price).toMatch(/^(-?\d+(\.\d+)?)?$/);
    expect(prices.map((p) => (p === '' ? null : Number(p)))).toEqual(
      shown.map((s) => (s.trim() === '' ? null : Number(s.replace(/[^\d.-]/g, '')))),
    );
    await close();
  });

  it("writes each document's absolute address", async () => {
    const { page, close } = await open(t.documents);
    await reachForGrid(page, 30_000);
    // The view's total, as the grid's live region says it ("… of 58, page 1 of 3").
    const said = page.getByTestId('grid-summary').filter({ hasText: /\d/ });
    await said.waitFor({ state: 'attached' });
    const summary = (await said.textContent()) ?? '';
    const total = Number(/(\d[\d,]*), (?:página|page) 1/.exec(summary)?.[1]?.replace(',', ''));
    expect(total).toBeGreaterThan(20);
    const [head, ...rows] = await downloadCsv(page, t.csv);
    expect(rows).toHaveLength(total);
    const address = new RegExp(
      `^${started.system.baseUrl}/docs/emisoras/[^/]+/\\d{4}/\\d+\\.[a-z]+$`,
    );
    for (const name of t.files) {
      const column = head?.indexOf(name) ?? -1;
      expect(column).toBeGreaterThanOrEqual(0);
      // A document without a main file or an attachment has an empty cell there.
      const cells = rows.map((row) => row[column]).filter((cell) => cell !== '');
      expect(cells.length).toBeGreaterThan(0);
      for (const cell of cells) expect(cell).toMatch(address);
    }
    await close();
  });

  it.each(WIDTHS)(
    'says on the page when the row limit cuts the export at $width px',
    async (viewport) => {
      const { page, close } = await open(t.many, viewport);
      await reachForGrid(page, 30_000);
      const [, ...rows] = await downloadCsv(page, t.csv);
      expect(rows).toHaveLength(1000);
      const note = page.getByRole('status').filter({ hasText: t.cut });
      await note.waitFor();
      expect(await note.isVisible()).toBe(true);
      const total = Number(t.cut.exec((await note.textContent()) ?? '')?.[1]?.replace(',', ''));
      expect(total).toBeGreaterThan(1000);
      await page.screenshot({
        path: screenshotPath(`export-cut-${t.lang}-${String(viewport.width)}`),
      });
      await close();
    },
  );
});

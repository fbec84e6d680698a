/**
 * What a visitor sees on the results page (issue 23, items 6, 7, 11 and 12): one number format per
 * language, the grid's texts and date filter in the site's language and format, phones (tabs,
 * paging, column order), index changes, section capsule colours, and the grids without JavaScript.
 */
import type { Page } from 'playwright-core';
import { MENU_ENTRIES } from '#shared/data/menu-entries.js';
import { screenshotPath, useSystemAndBrowser, visit } from './system.js';
import { reachForGrid } from './grid.js';

const started = useSystemAndBrowser('documents');
const system = () => started.system;
const browser = () => started.browser;

const LANGS = ['es', 'en'] as const;
type Lang = (typeof LANGS)[number];
const searchPath = (lang: Lang, term: string, tab: number) =>
  `/${lang}/bmv/${lang === 'es' ? 'busqueda' : 'search'}/${term}?tab=${String(tab)}`;

const open = (path: string, width = 1280, javaScriptEnabled = true) =>
  visit(browser(), `${system().baseUrl}${path}`, width, javaScriptEnabled);

/** The visible badge text of each tab. */
const badges = (page: Page) =>
  page.$$eval('[role="tab"] [aria-hidden="true"]', (spans) => spans.map((s) => s.textContent));

// Mexican Spanish and English both group thousands with a comma and write decimals with a point.
const GROUPED = /^\d{1,3}(,\d{3})+$/;

describe('one number format per language (item 6)', () => {
  it.each(LANGS)('%s: badges, grid paging and prices agree', async (lang) => {
    const { page, close } = await open(searchPath(lang, 'reporte', 2));
    await reachForGrid(page);
    const documents = (await badges(page))[2] ?? '';
    expect(documents).toMatch(GROUPED);
    const summary = (await page.textContent('.ag-paging-row-summary-panel')) ?? '';
    // '1 a 20 de 5,058' / '1 to 20 of 5,058': the grid's total is written like the badge.
    expect(summary.replace(/\s+/g, ' ').trim().endsWith(` ${documents}`)).toBe(true);
    // No number on the page is written with a point between thousands.
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).not.toMatch(/\d\.\d{3}(?!\d)/);

    const instruments = await open(searchPath(lang, 'a', 1));
    await reachForGrid(instruments.page);
    const prices = await instruments.page.$$eval(
      '.ag-cell[col-id="_source.ultimo_precio_operado"]',
      (cells) => cells.map((c) => c.textContent.trim()).filter(Boolean),
    );
    expect(prices.length).toBeGreaterThan(0);
    const price = lang === 'en' ? /^-?€\d{1,3}(,\d{3})*\.\d{2}$/ : /^-?\d{1,3}(,\d{3})*\.\d{2} €$/;
    for (const p of prices) expect(p).toMatch(price);
    await instruments.close();
    await close();
  });

  it.each(LANGS)("%s: the grid's texts are all in the page's language", async (lang) => {
    const { page, close } = await open(searchPath(lang, 'ipc', 2));
    await reachForGrid(page);
    // Open a column's filter: its options, buttons and inputs are grid texts too.
    await page.click(
      '.ag-floating-filter[col-id="_source.descripccion_documento"] .ag-floating-filter-button-button',
    );
    await page.waitForSelector('.ag-filter', { timeout: 5000 });
    // The paging summary is written after the first block of rows arrives.
    await page.waitForFunction(
      (summary) =>
        document.querySelector<HTMLElement>('.ag-root-wrapper')?.innerText.includes(summary),
      lang === 'es' ? 'Página 1 de' : 'Page 1 of',
      { timeout: 10_000 },
    );
    const texts = await page.evaluate(() => {
      const out: string[] = [];
      for (const root of document.querySelectorAll('.ag-root-wrapper, .ag-popup')) {
        out.push((root as HTMLElement).innerText);
        for (const el of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
          for (const name of ['aria-label', 'placeholder', 'title'])
            out.push(el.getAttribute(name) ?? '');
        }
      }
      return out.join('\n');
    });
    const foreign =
      lang === 'es'
        ? /\b(number|Page|of|to|Filter|Equals|Contains|Loading|First|Last|Next|Previous|Apply|Reset|Clear|Date|Column|Press)\b/
        : /\b(número|Página|de|Filtrar|Contiene|Cargando|Primera|Última|Siguiente|Anterior|Columna)\b/;
    expect(texts.match(new RegExp(`.{0,30}${foreign.source}.{0,30}`, 'g')) ?? []).toEqual([]);
    expect(texts).toContain(lang === 'es' ? 'Página 1 de' : 'Page 1 of');
    await close();
  });

  it.each(LANGS)('%s: the date filter takes dates as the grid shows them', async (lang) => {
    const { page, close } = await open(searchPath(lang, 'ipc', 2));
    await reachForGrid(page);
    const input = page.locator(
      '.ag-floating-filter[col-id="_source.fecha_recepcion"] .ag-date-floating-filter-wrapper input',
    );
    expect(await input.getAttribute('type')).toBe('text');
    // The column's filter says the format it takes.
    await page.click(
      '.ag-floating-filter[col-id="_source.fecha_recepcion"] .ag-floating-filter-button-button',
    );
    const popupInput = page.locator('.ag-filter .ag-date-filter input').first();
    await popupInput.waitFor({ timeout: 5000 });
    expect(await popupInput.getAttribute('type')).toBe('text');
    expect(await popupInput.getAttribute('placeholder')).toBe(
      lang === 'es' ? 'aaaa-mm-dd' : 'yyyy-mm-dd',
    );
    await page.keyboard.press('Escape');
    const first = await page.textContent(
      '.ag-row[row-index="0"] .ag-cell[col-id="_source.fecha_recepcion"]',
    );
    const day = /\d{4}-\d{2}-\d{2}/.exec(first ?? '')?.[0] ?? '';
    await input.fill(day);
    // A day is the documents filters' range of one day, in their parameters (decision 118).
    const [from, to] = lang === 'es' ? ['desde', 'hasta'] : ['from', 'to'];
    await page.waitForURL(
      (u) => u.searchParams.get(from) === day && u.searchParams.get(to) === day,
      { timeout: 10_000 },
    );
    await page.waitForFunction(
      (d) =>
        [...document.querySelectorAll('.ag-cell[col-id="_source.fecha_recepcion"]')].every((c) =>
          c.textContent.startsWith(d),
        ),
      day,
      { timeout: 10_000 },
    );
    await close();
  });
});

describe('results on phones (item 7)', () => {
  for (const lang of LANGS) {
    for (const width of [320, 375, 768, 1280]) {
      it(`${lang} at ${String(width)} px: tabs with a cue, paging in view, key columns first`, async () => {
        const { page, close } = await open(searchPath(lang, 'ipc', 1), width);
        await reachForGrid(page);
        const list = page.locator('[role="tablist"]');
        const cue = () =>
          list.evaluate((el) => {
            const box = el.parentElement as HTMLElement;
            const shown = (pseudo: string) => {
              const style = getComputedStyle(box, pseudo);
              return style.content !== 'none' && style.display !== 'none' && style.opacity !== '0';
            };
            return {
              overflows: el.scrollWidth > el.clientWidth + 1,
              start: shown('::before'),
              end: shown('::after'),
            };
          });
        await list.evaluate((el) => {
          el.scrollLeft = 0;
        });
        await page.waitForTimeout(300);
        const atStart = await cue();
        if (atStart.overflows) {
          expect([atStart.start, atStart.end]).toEqual([false, true]);
          await list.evaluate((el) => {
            el.scrollLeft = el.scrollWidth;
          });
          await page.waitForTimeout(300);
          expect(await cue()).toMatchObject({ start: true, end: false });
        } else {
          expect([atStart.start, atStart.end]).toEqual([false, false]);
        }

        // Every paging control and the row summary are inside the viewport.
        const outside = await page.$$eval(
          '.ag-paging-button, .ag-paging-row-summary-panel, .ag-paging-page-summary-panel',
          (els, w) =>
            els.map((e) => e.getBoundingClientRect()).filter((r) => r.left < 0 || r.right > w)
              .length,
          width,
        );
        expect(outside).toBe(0);

        const ids = await page.$$eval('.ag-header-row-column .ag-header-cell', (cells) =>
          cells
            .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
            .map((c) => c.getAttribute('col-id')),
        );
        // Columns out of view are not rendered: those rendered start with the five, in order.
        const first = [
          '_source.cve_emisora',
          '_source.serie',
          '_source.razon_social',
          '_source.ultimo_precio_operado',
          '_source.hora',
        ];
        expect(ids.length).toBeGreaterThanOrEqual(3);
        expect(ids.slice(0, 5)).toEqual(first.slice(0, Math.min(5, ids.length)));
        if (width === 1280) {
          // The grid stays in its box and the price column is in view.
          const fit = await page.evaluate(() => {
            const grid = document.querySelector('.ag-root-wrapper')?.getBoundingClientRect();
            const box = document.querySelector('main [role="tabpanel"]')?.getBoundingClientRect();
            const price = document
              .querySelector('.ag-header-cell[col-id="_source.ultimo_precio_operado"]')
              ?.getBoundingClientRect();
            return { grid, box, price };
          });
          expect(fit.grid && fit.box && fit.price).toBeTruthy();
          if (fit.grid && fit.box && fit.price) {
            expect(fit.grid.right).toBeLessThanOrEqual(fit.box.right + 1);
            expect(fit.price.right).toBeLessThanOrEqual(fit.grid.right);
          }
        }
        if (width === 375 || width === 1280) {
          await page.screenshot({
            path: screenshotPath(`results-instruments-${lang}-${String(width)}`),
          });
        }
        await close();
      });
    }
  }

  it.each(LANGS)('%s: index changes show their sign, colour and a word', async (lang) => {
    const { page, close } = await open(searchPath(lang, 'ipc', 3), 375);
    const changes = await page.$$eval('main table tbody tr', (rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')];
        const points = cells[2] as HTMLElement;
        return {
          visible: points.querySelector('[aria-hidden="true"]')?.textContent.trim() ?? '',
          spoken: points.querySelector('.visually-hidden')?.textContent.trim() ?? '',
          colour: getComputedStyle(points.firstElementChild ?? points).color,
        };
      }),
    );
    const up = changes.filter((c) => /\+\d/.test(c.visible));
    const down = changes.filter((c) => /[-−]\d/.test(c.visible));
    expect(up.length).toBeGreaterThan(0);
    expect(down.length).toBeGreaterThan(0);
    const words = lang === 'es' ? { up: /sube/i, down: /baja/i } : { up: /up/i, down: /down/i };
    for (const c of up) expect(c.spoken).toMatch(words.up);
    for (const c of down) expect(c.spoken).toMatch(words.down);
    expect(up[0]?.colour).not.toBe(down[0]?.colour);
    // The table scrolls in its box; the page itself does not get wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath(`results-indices-${lang}-375`), fullPage: true });
    await close();
  });
});

describe('section capsules (item 11)', () => {
  it('give one colour per section, the same in both languages', async () => {
    const colours: Record<Lang, Map<string, string>> = { es: new Map(), en: new Map() };
    for (const lang of LANGS) {
      const { page, close } = await open(searchPath(lang, 'a', 4));
      const pairs = await page.$$eval('main [role="tabpanel"] li > span:first-child', (spans) =>
        spans.map((s) => [s.textContent.trim(), getComputedStyle(s).backgroundColor] as const),
      );
      for (const [name, colour] of pairs) {
        expect(colours[lang].get(name) ?? colour).toBe(colour);
        colours[lang].set(name, colour);
      }
      expect(colours[lang].size).toBeGreaterThanOrEqual(8);
      // Distinct sections, distinct colours.
      expect(new Set(colours[lang].values()).size).toBe(colours[lang].size);
      await close();
    }
    let compared = 0;
    MENU_ENTRIES.es.forEach((entry, i) => {
      const es = colours.es.get(entry.title);
      const en = colours.en.get(MENU_ENTRIES.en[i]?.title ?? '');
      if (es && en) {
        expect(en).toBe(es);
        compared += 1;
      }
    });
    expect(compared).toBeGreaterThanOrEqual(5);
  });
});

describe('grids without JavaScript (item 12)', () => {
  it.each(LANGS)('%s: the first rows are shown instead of a grey box', async (lang) => {
    const { page, close } = await open(searchPath(lang, 'ipc', 2), 375, false);
    const panel = page.locator('main [role="tabpanel"]');
    const text = await panel.innerText();
    // The first documents' tickers and a word that says how to see the rest.
    expect(text).toMatch(/IPC\d{3}[A-Z]/);
    expect(text).toContain('JavaScript');
    await page.screenshot({ path: screenshotPath(`results-nojs-${lang}-375`), fullPage: true });
    await close();
  });
});

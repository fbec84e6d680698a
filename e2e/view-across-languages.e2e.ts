/**
 * The language switch keeps the view (issue 38, point 4): the glossary's letter and finder text,
 * the results page's tab, grid page and sort; the switch's link follows the view as it changes.
 */
import type { Page } from 'playwright-core';
import { LANGS } from '#shared/types/common.js';
import { screenshotPath, useSystemAndBrowser, visit, WIDTHS } from './system.js';
import { reachForGrid } from './grid.js';

const started = useSystemAndBrowser('documents');
const system = () => started.system;
const browser = () => started.browser;

type Lang = (typeof LANGS)[number];
const CASES = LANGS.flatMap((lang) => WIDTHS.map((width) => [lang, width] as const));

const other = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');
const TEXTS = {
  es: {
    glossary: '/es/bmv/glosario',
    letterParam: 'letra',
    letters: 'Filtrar por letra inicial',
    search: 'Buscar en el glosario',
    switchTo: 'Español',
    results: '/es/bmv/busqueda/ipc',
    documents: 'Documentos',
    nextPage: 'Página siguiente',
    secondPage: /^\s*21\s*a\s*40\s*de/,
  },
  en: {
    glossary: '/en/bmv/glossary',
    letterParam: 'letter',
    letters: 'Filter by initial letter',
    search: 'Search the glossary',
    switchTo: 'English',
    results: '/en/bmv/search/ipc',
    documents: 'Documents',
    nextPage: 'Next page',
    secondPage: /^\s*21\s*to\s*40\s*of/,
  },
} as const;

/** The header's link to the other language. */
const switchLink = (page: Page, to: Lang) =>
  page.getByRole('link', { name: TEXTS[to].switchTo, exact: true });

const switchHref = async (page: Page, to: Lang) =>
  new URL((await switchLink(page, to).getAttribute('href')) ?? '', system().baseUrl);

const cardTitles = (page: Page) =>
  page.locator('main article h2, main article h3').allTextContents();

/** Waits until every card's title (or, with `whole`, its text) matches a regular expression. */
const cardsMatch = (page: Page, source: string, whole = false) =>
  page.waitForFunction(
    ([s, all]) => {
      const selector = all ? 'main article' : 'main article h2, main article h3';
      const cards = [...document.querySelectorAll(selector)];
      return cards.length > 0 && cards.every((h) => new RegExp(s, 'i').test(h.textContent));
    },
    [source, whole] as const,
    { timeout: 10_000 },
  );

describe('the language switch keeps the glossary view', () => {
  it.each(CASES)('%s at %i px: letter M, then the finder text', async (lang, width) => {
    const to = other(lang);
    const { page, close } = await visit(
      browser(),
      `${system().baseUrl}${TEXTS[lang].glossary}`,
      width,
    );
    const letters = page.getByRole('group', { name: TEXTS[lang].letters });
    await letters.getByText('M', { exact: true }).click();
    await cardsMatch(page, '^\\s*M');
    // The switch follows the letter as the visitor chooses it, in the other language's words.
    await page.waitForFunction(
      ([name, p]) =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')].some(
          (a) => a.textContent === name && new URL(a.href).searchParams.get(p) === 'M',
        ),
      [TEXTS[to].switchTo, TEXTS[to].letterParam] as const,
    );

    await switchLink(page, to).click();
    await page.waitForURL((url) => url.pathname === TEXTS[to].glossary);
    await cardsMatch(page, '^\\s*M');
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get(TEXTS[to].letterParam)).toBe('M');
    await page.screenshot({ path: screenshotPath(`view-languages-glossary-${lang}-${width}`) });

    // The finder's text, typed in the other language's page, comes back on the first one.
    const search = page.getByRole('searchbox', { name: TEXTS[to].search });
    await search.fill('FIBRA');
    await cardsMatch(page, 'FIBRA', true);
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')].some(
          (a) => a.textContent === name && new URL(a.href).searchParams.get('q') === 'FIBRA',
        ),
      TEXTS[lang].switchTo,
    );
    await switchLink(page, lang).click();
    await page.waitForURL((url) => url.pathname === TEXTS[lang].glossary);
    await expect(
      page.getByRole('searchbox', { name: TEXTS[lang].search }).inputValue(),
    ).resolves.toBe('FIBRA');
    await cardsMatch(page, 'FIBRA', true);
    await close();
  });
});

describe('the language switch keeps the results view', () => {
  it.each(CASES)('%s at %i px: documents tab, sorted, page 2', async (lang, width) => {
    const to = other(lang);
    const { page, close } = await visit(
      browser(),
      `${system().baseUrl}${TEXTS[lang].results}?tab=0`,
      width,
    );
    await page.getByRole('tab', { name: TEXTS[lang].documents }).click();
    await page.waitForURL(/tab=2/);
    await reachForGrid(page);
    await page.click('.ag-header-cell[col-id="_source.cve_empresa"] .ag-header-cell-label');
    await page.waitForURL(/sort=_source\.cve_empresa%3Aasc/);
    await page.click(`.ag-paging-button[aria-label="${TEXTS[lang].nextPage}"]`);
    await page.waitForURL(/page=2/);

    // The header re-renders with the router's new location in a transition, after the URL.
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')].some(
          (a) => a.textContent === name && new URL(a.href).searchParams.get('page') === '2',
        ),
      TEXTS[to].switchTo,
    );
    const href = await switchHref(page, to);
    expect(href.pathname).toBe(TEXTS[to].results);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      tab: '2',
      page: '2',
      sort: '_source.cve_empresa:asc',
    });

    await switchLink(page, to).click();
    await page.waitForURL((url) => url.pathname === TEXTS[to].results);
    await expect(
      page.getByRole('tab', { name: TEXTS[to].documents }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await reachForGrid(page);
    await page.waitForFunction(
      (source) =>
        new RegExp(source).test(
          document.querySelector('.ag-paging-row-summary-panel')?.textContent ?? '',
        ),
      TEXTS[to].secondPage.source,
      { timeout: 15_000 },
    );
    expect(await page.textContent('.ag-paging-row-summary-panel')).toMatch(TEXTS[to].secondPage);
    await expect(
      page.getAttribute('.ag-header-cell[col-id="_source.cve_empresa"]', 'aria-sort'),
    ).resolves.toBe('ascending');
    await page.screenshot({ path: screenshotPath(`view-languages-results-${lang}-${width}`) });
    await close();
  });
});

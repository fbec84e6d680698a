/**
 * Journeys as visitors take them, client-side, across page types, at a phone and a desktop width,
 * in both languages (issue 38): every entry to the results page reaches a styled grid, tabs and
 * grid pages follow each other and the back button, and the views survive the language switch.
 */
import type { Page } from 'playwright-core';
import { interactive, openPage, screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';
import { reachForGrid } from './grid.js';

const started = useSystemAndBrowser('documents');
const system = () => started.system;
const browser = () => started.browser;

const LANGS = ['es', 'en'] as const;
type Lang = (typeof LANGS)[number];
const WIDTHS = { phone: VIEWPORTS.mobile, desktop: VIEWPORTS.desktop } as const;
const CASES = LANGS.flatMap((lang) =>
  (Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((width) => [lang, width] as const),
);

const T = {
  es: {
    search: 'busqueda',
    glossary: 'glosario',
    tabs: ['Definiciones', 'Instrumentos', 'Documentos', 'Índices', 'Secciones'],
    nextPage: 'Página siguiente',
    letters: 'Filtrar por letra inicial',
    seeAlso: 'Ver también',
    other: 'English',
    homeSearch: /buscar en el sitio/i,
    searchBox: 'Buscar',
  },
  en: {
    search: 'search',
    glossary: 'glossary',
    tabs: ['Definitions', 'Instruments', 'Documents', 'Indices', 'Sections'],
    nextPage: 'Next page',
    letters: 'Filter by initial letter',
    seeAlso: 'See also',
    other: 'Español',
    homeSearch: /search the site/i,
    searchBox: 'Search',
  },
} as const;

async function open(path: string, width: keyof typeof WIDTHS) {
  const { page, close } = await openPage(browser(), {
    viewport: WIDTHS[width],
    reducedMotion: 'reduce',
  });
  const res = await page.goto(`${system().baseUrl}${path}`);
  expect(res?.status()).toBe(200);
  await interactive(page);
  // Set once per document: still there after a step means the step did not reload the page.
  await page.evaluate(() => {
    (window as unknown as { journey: boolean }).journey = true;
  });
  return { page, close };
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { journey?: boolean }).journey === true);

/** The grid has rows and ag-Grid's theme applies: not a page-high stack of bare inputs. */
async function expectStyledGrid(page: Page) {
  await reachForGrid(page, 20_000);
  // ag-Grid adds its filter row after its first rows: wait for it (the cover hides that step
  // unless its deadline passed first, on a machine this busy).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.ag-root-wrapper')]
        .find((e) => e.checkVisibility())
        ?.querySelector('.ag-floating-filter') != null,
    null,
    { timeout: 10_000 },
  );
  const look = await page.evaluate(() => {
    const wrapper = [...document.querySelectorAll('.ag-root-wrapper')].find((e) =>
      e.checkVisibility(),
    );
    const header = wrapper?.querySelector('.ag-header');
    return {
      headerHeight: header?.getBoundingClientRect().height ?? 0,
      radius: wrapper ? getComputedStyle(wrapper).borderTopLeftRadius : '',
      floatingFilters: wrapper?.querySelectorAll('.ag-floating-filter').length ?? 0,
    };
  });
  expect(look.floatingFilters).toBeGreaterThan(0);
  expect(look.headerHeight).toBeGreaterThan(30);
  expect(look.headerHeight).toBeLessThan(150);
  expect(look.radius).toBe('4px');
}

/** Focus moved to the new page's main heading, and the title names the page. */
async function expectArrivedAt(page: Page, title: RegExp) {
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', null, {
    timeout: 10_000,
  });
  expect(await page.title()).toMatch(title);
}

/** The visible grid shows its page `n` of 20 rows: its row summary starts at row 20(n-1)+1. */
const showsPage = (page: Page, n: number) =>
  page.waitForFunction(
    (first) =>
      [...document.querySelectorAll<HTMLElement>('.ag-paging-row-summary-panel')].some(
        (e) => e.checkVisibility() && e.innerText.trim().startsWith(`${first} `),
      ),
    String((n - 1) * 20 + 1),
    { timeout: 15_000 },
  );

/** The header's visible search control: the box from 768 px, the icon below. */
const openPanel = async (page: Page) => {
  await page.locator('header [aria-controls="search-panel"]:visible').first().click();
  await page.getByRole('dialog').waitFor();
};

async function searchInPanel(page: Page, text: string) {
  await openPanel(page);
  await page.getByRole('combobox').fill(text);
  await page.getByRole('listbox').waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () => !(document.querySelector('[role="combobox"]') as HTMLInputElement).disabled,
  );
}

const tab = (page: Page, lang: Lang, index: number) =>
  page.getByRole('tab', { name: new RegExp(`^${T[lang].tabs[index] ?? ''}`) });

/** Waits until the tab `index` is the selected one. */
const selected = (page: Page, lang: Lang, index: number) =>
  tab(page, lang, index).and(page.locator('[aria-selected="true"]')).waitFor({ timeout: 10_000 });

describe('the results page, reached client-side, shows a styled grid', () => {
  it.each(CASES)(
    '%s %s: home → panel → results → documents → grid page 2 → a document → back',
    async (lang, width) => {
      const t = T[lang];
      const { page, close } = await open(`/${lang}`, width);
      await searchInPanel(page, 'ipc');
      await page.getByRole('combobox').press('Enter');
      await page.waitForURL(`**/${lang}/bmv/${t.search}/ipc?tab=1`);
      expect(await sameDocument(page)).toBe(true);
      await selected(page, lang, 1);
      await expectStyledGrid(page);
      await expectArrivedAt(page, /ipc/i);

      await tab(page, lang, 2).click();
      await page.waitForURL(/[?&]tab=2\b/);
      await expectStyledGrid(page);
      await page
        .locator('.ag-paging-button:visible', { hasText: '' })
        .and(page.getByRole('button', { name: t.nextPage }))
        .click();
      await page.waitForURL(/[?&]page=2\b/);
      await showsPage(page, 2);
      await page.screenshot({ path: screenshotPath(`journey-results-${lang}-${width}`) });

      // A document opens in a new window, as a file; the results stay where they were. On a
      // phone the document columns are reached by swiping the grid sideways.
      if (width === 'phone')
        await page.locator('.ag-body-horizontal-scroll-viewport >> visible=true').evaluate((e) => {
          e.scrollLeft = e.scrollWidth;
        });
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.locator('.ag-cell a[target="_blank"] >> visible=true').first().click(),
      ]);
      const file = await popup.waitForEvent('response');
      expect(file.status()).toBe(200);
      await popup.close();
      await showsPage(page, 2);

      // The grid's page replaces its history entry; Back returns to the instruments tab and
      // Forward to the documents' page 2, as the URL says.
      await page.goBack();
      await page.waitForURL(/[?&]tab=1$/);
      await selected(page, lang, 1);
      await expectStyledGrid(page);
      await page.goForward();
      await page.waitForURL(/[?&]tab=2&page=2$/);
      await showsPage(page, 2);
      expect(await sameDocument(page)).toBe(true);
      await close();
    },
  );

  it.each(CASES)(
    "%s %s: the panel's 'view more' and the results page's own box",
    async (lang, width) => {
      const t = T[lang];
      const { page, close } = await open(`/${lang}`, width);
      await searchInPanel(page, 'amx');
      // The instruments group's 'view more' leads to its tab.
      await page
        .locator('[role="listbox"] [role="option"][id$="-more"]')
        .filter({ hasText: /./ })
        .first()
        .click();
      await page.waitForURL(new RegExp(`/${lang}/bmv/${t.search}/amx\\?tab=\\d`));
      expect(await sameDocument(page)).toBe(true);
      await expectArrivedAt(page, /amx/i);
      await tab(page, lang, 1).click();
      await page.waitForURL(/[?&]tab=1\b/);
      await expectStyledGrid(page);

      // Another search from the results page's own box.
      const box = page.locator('main input[type="search"]');
      await box.fill('ipc');
      await box.press('Enter');
      await page.waitForURL(new RegExp(`/${t.search}/ipc\\?tab=1`));
      expect(await sameDocument(page)).toBe(true);
      await expectStyledGrid(page);
      await close();
    },
  );

  it.each(CASES)("%s %s: home's search link → the results page's box", async (lang, width) => {
    const t = T[lang];
    const { page, close } = await open(`/${lang}`, width);
    await page.locator('main').getByRole('link', { name: t.homeSearch }).click();
    await page.waitForURL(new RegExp(`/${lang}/bmv/${t.search}/?$`));
    await expectArrivedAt(page, /./);
    const box = page.locator('main input[type="search"]');
    await box.fill('reporte');
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/${t.search}/reporte\\?tab=1`));
    expect(await sameDocument(page)).toBe(true);
    await tab(page, lang, 2).click();
    await page.waitForURL(/[?&]tab=2\b/);
    await expectStyledGrid(page);
    await close();
  });
});

describe('views across pages and languages', () => {
  it.each(CASES)(
    '%s %s: glossary letter → term → see also → language switch → back',
    async (lang, width) => {
      const t = T[lang];
      const other: Lang = lang === 'es' ? 'en' : 'es';
      const { page, close } = await open(`/${lang}/bmv/${t.glossary}`, width);
      await page.getByRole('group', { name: t.letters }).getByText('M', { exact: true }).click();
      await page.waitForURL(/[?&](letra|letter)=M\b/);
      // The letter's cards replace the first view's (after the finder's short loading state).
      await page.waitForFunction(() =>
        document
          .querySelector('main article h2, main article h3')
          ?.textContent.trim()
          .startsWith('M'),
      );
      const card = page.locator('main article a[href*="/"]').filter({ hasText: /./ }).first();
      const termPath = await card.getAttribute('href');
      await card.click();
      await page.waitForURL((url) => url.pathname === termPath);
      // Focus on the new heading means the new page is the one rendered.
      await expectArrivedAt(page, /./);
      expect(await sameDocument(page)).toBe(true);
      const termTitle = await page.locator('h1').innerText();
      expect(await page.title()).toContain(termTitle);

      const seeAlso = page.getByRole('navigation', { name: t.seeAlso }).getByRole('link').first();
      const nextPath = await seeAlso.getAttribute('href');
      await seeAlso.click();
      await page.waitForURL((url) => url.pathname === nextPath);
      await expectArrivedAt(page, /./);
      expect(await sameDocument(page)).toBe(true);
      const nextTitle = await page.locator('h1').innerText();
      expect(nextTitle).not.toBe(termTitle);
      expect(await page.title()).toContain(nextTitle);

      // The other language's page of the same concept (a new document: its own catalog).
      await page.getByRole('link', { name: t.other }).click();
      await page.waitForURL(new RegExp(`/${other}/bmv/${T[other].glossary}/`));
      await interactive(page);
      expect(await page.locator('html').getAttribute('lang')).toBe(other);
      await page.screenshot({ path: screenshotPath(`journey-term-${lang}-${width}`) });

      await page.goBack();
      await page.waitForURL((url) => url.pathname === nextPath);
      await interactive(page);
      expect(await page.locator('h1').innerText()).toBe(nextTitle);
      await close();
    },
  );

  it.each(CASES)('%s %s: results tab → language switch keeps the tab', async (lang, width) => {
    const t = T[lang];
    const other: Lang = lang === 'es' ? 'en' : 'es';
    const { page, close } = await open(`/${lang}/bmv/${t.search}/ipc?tab=1`, width);
    await tab(page, lang, 2).click();
    await page.waitForURL(/[?&]tab=2\b/);
    // The view changes in a transition after the URL: a visitor clicks once the tab shows selected,
    // and the language link follows the view shown.
    await selected(page, lang, 2);
    await page.getByRole('link', { name: t.other }).click();
    await page.waitForURL(new RegExp(`/${other}/bmv/${T[other].search}/ipc\\?tab=2`));
    await interactive(page);
    await selected(page, other, 2);
    await expectStyledGrid(page);
    await close();
  });
});

/**
 * Browsing without JavaScript (issue 38, point 5): glossary letters and finder, result tabs and the
 * phone menu's entries work as links and forms, and no control that needs JavaScript is shown.
 */
import type { Page } from 'playwright-core';
import { LANGS } from '#shared/types/common.js';
import { screenshotPath, useSystemAndBrowser, visit, WIDTHS } from './system.js';

const started = useSystemAndBrowser();
const system = () => started.system;
const browser = () => started.browser;

const CASES = LANGS.flatMap((lang) => WIDTHS.map((width) => [lang, width] as const));

const T = {
  es: {
    home: '/es',
    glossary: '/es/bmv/glosario',
    term: '/es/bmv/glosario/CKD',
    results: '/es/bmv/busqueda/ipc',
    contact: '/es/contacto',
    letterParam: 'letra',
    letters: 'Filtrar por letra inicial',
    search: 'Buscar en el glosario',
    documents: 'Documentos',
    sections: 'Secciones',
    mainMenu: 'Menú principal',
    entry: 'Grupo BMV',
    section: 'Historia',
    copyLink: 'Copiar enlace',
    theme: 'Modo oscuro',
    top: 'Volver al inicio del glosario',
    exportCsv: 'Descargar CSV',
  },
  en: {
    home: '/en',
    glossary: '/en/bmv/glossary',
    term: '/en/bmv/glossary/CKD',
    results: '/en/bmv/search/ipc',
    contact: '/en/contact',
    letterParam: 'letter',
    letters: 'Filter by initial letter',
    search: 'Search the glossary',
    documents: 'Documents',
    sections: 'Sections',
    mainMenu: 'Main menu',
    entry: 'BMV Group',
    section: 'History',
    copyLink: 'Copy link',
    theme: 'Dark mode',
    top: 'Back to the top of the glossary',
    exportCsv: 'Download CSV',
  },
} as const;

const open = (path: string, width: number) =>
  visit(browser(), `${system().baseUrl}${path}`, width, false);

const cardTitles = (page: Page) =>
  page.locator('main article h2, main article h3').allTextContents();

/** The visible `<button>`s that are not a form's submit button: none of them works without JS. */
const scriptOnlyButtons = (page: Page) =>
  page.$$eval('button', (buttons) =>
    buttons
      .filter((b) => b.checkVisibility() && !(b.type === 'submit' && b.form))
      .map((b) => b.getAttribute('aria-label') ?? b.textContent.trim()),
  );

describe('the glossary without JavaScript', () => {
  it.each(CASES)('%s at %i px: a letter link and the finder form', async (lang, width) => {
    const { page, close } = await open(T[lang].glossary, width);
    const letters = page.getByRole('group', { name: T[lang].letters });
    await letters.getByRole('link', { name: 'B', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get(T[lang].letterParam) === 'B');
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => t.trim().startsWith('B'))).toBe(true);
    await expect(
      letters.getByRole('link', { name: 'B', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('true');

    const search = page.getByRole('searchbox', { name: T[lang].search });
    await search.fill('FIBRA');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'FIBRA');
    // A card matches by its title or by an alias, which its chips show.
    const found = await page.locator('main article').allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((t) => /fibra/i.test(t))).toBe(true);
    await expect(page.getByRole('searchbox', { name: T[lang].search }).inputValue()).resolves.toBe(
      'FIBRA',
    );
    await page.screenshot({ path: screenshotPath(`no-js-glossary-${lang}-${width}`) });
    await close();
  });
});

describe('the glossary letter bar', () => {
  const widths = [320, 375, 768, 1024, 1280];
  it.each(LANGS.flatMap((lang) => widths.map((width) => [lang, width] as const)))(
    '%s at %i px: one scrolling row on phones, else even rows with no lone letter',
    async (lang, width) => {
      const { page, close } = await open(T[lang].glossary, width);
      const bar = await page
        .getByRole('group', { name: T[lang].letters })
        .evaluate((group: HTMLElement) => {
          const boxes = [...group.children].map((letter) => letter.getBoundingClientRect());
          const rows = new Map<number, number>();
          for (const box of boxes)
            rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
          return {
            letters: boxes.length,
            rows: [...rows.values()],
            scrolls: group.scrollWidth > group.clientWidth,
            smallest: Math.min(...boxes.map((b) => Math.min(b.width, b.height))),
            pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
          };
        });
      expect(bar.letters).toBe(27);
      expect(bar.pageScrolls).toBe(false);
      expect(bar.smallest).toBeGreaterThanOrEqual(24);
      if (width < 768) {
        expect(bar.rows).toEqual([27]);
        expect(bar.scrolls).toBe(true);
      } else {
        expect(bar.scrolls).toBe(false);
        expect(Math.min(...bar.rows)).toBeGreaterThanOrEqual(13);
      }
      await close();
    },
  );
});

describe('the results tabs without JavaScript', () => {
  it.each(CASES)('%s at %i px: a tab link opens its panel', async (lang, width) => {
    const { page, close } = await open(`${T[lang].results}?tab=0`, width);
    const tab = page.getByRole('tab', { name: T[lang].documents });
    await tab.click();
    await page.waitForURL((url) => url.searchParams.get('tab') === '2');
    await expect(
      page.getByRole('tab', { name: T[lang].documents }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    // The documents grid's first page, as the server renders it for visitors without JavaScript.
    const rows = page.getByRole('tabpanel').locator('table tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(rows.first().isVisible()).resolves.toBe(true);
    await close();
  });

  it.each(CASES)('%s at %i px: the active tab is in the list’s view', async (lang, width) => {
    // The last tab, past the edge of a phone's tab list (which scrolls sideways).
    const { page, close } = await open(`${T[lang].results}?tab=4`, width);
    const tab = page.getByRole('tab', { name: T[lang].sections });
    await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
    const shown = await tab.evaluate((el) => {
      const box = el.parentElement?.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      return !!box && own.left >= box.left - 0.5 && own.right <= box.right + 0.5;
    });
    expect(shown).toBe(true);
    await close();
  });
});

describe('the menu without JavaScript', () => {
  it.each(CASES)('%s at %i px: an entry expands to its sections', async (lang, width) => {
    const { page, close } = await open(T[lang].glossary, width);
    // Below 768 px the menu opens as the burger link's target.
    if (width < 768) await page.locator('header a[href="#site-menu"]').click();
    const nav = page.getByRole('navigation', { name: T[lang].mainMenu });
    const section = nav.getByRole('link', { name: T[lang].section, exact: true });
    await expect(section.isVisible()).resolves.toBe(false);
    await nav.getByText(T[lang].entry, { exact: true }).filter({ visible: true }).click();
    await expect(section.isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath(`no-js-menu-${lang}-${width}`) });
    await close();

    // With JavaScript the disclosures' markup, which the browser then keeps as text, is not shown.
    const scripted = await visit(browser(), `${system().baseUrl}${T[lang].glossary}`, width);
    await expect(scripted.page.locator('header').innerText()).resolves.not.toMatch(/<|details/);
    await scripted.close();
  });
});

describe('controls that need JavaScript are not shown without it', () => {
  it.each(CASES)('%s at %i px: on every page type', async (lang, width) => {
    const pages = [
      T[lang].home,
      T[lang].glossary,
      T[lang].term,
      `${T[lang].results}?tab=0`,
      `${T[lang].results}?tab=2`,
      T[lang].contact,
    ];
    for (const path of pages) {
      const { page, close } = await open(path, width);
      if (width < 768) await page.locator('header a[href="#site-menu"]').click();
      await expect(scriptOnlyButtons(page)).resolves.toEqual([]);
      for (const name of [T[lang].copyLink, T[lang].theme, T[lang].top, T[lang].exportCsv])
        await expect(page.getByRole('button', { name }).isVisible()).resolves.toBe(false);
      await close();
    }
  });
});

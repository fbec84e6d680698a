/**
 * Issue 38, point 11: a search that finds nothing is not a recent search and Enter says so;
 * glossary alias chips carry their language and never repeat the title; the results grid's pager
 * keeps its phrases whole at every width; the contact page gives the group's address, phone and
 * e-mail. Both languages, on a phone and a desktop.
 */
import type { Page } from 'playwright-core';
import { LANGS } from '#shared/types/common.js';
import { screenshotPath, useSystemAndBrowser, visit, WIDTHS } from './system.js';
import { reachForGrid } from './grid.js';

const started = useSystemAndBrowser();

const T = {
  es: {
    glossary: '/es/bmv/glosario',
    letter: 'letra',
    results: '/es/bmv/busqueda/amx?tab=1',
    contact: '/es/contacto',
    recent: 'Búsquedas recientes',
    again: (s: string) => `Buscar de nuevo «${s}»`,
    noResults: 'No se encontraron coincidencias',
    enterNothing: (s: string) => `Sin resultados para «${s}»: no hay página que abrir.`,
    // A card whose alias is the concept's English title, and one whose alias repeats its title.
    foreignCard: { letter: 'A', title: 'Asignación de activos', alias: 'Asset allocation' },
    repeatCard: { letter: 'A', title: 'Asigna, Compensación y Liquidación' },
    term: '/es/bmv/glosario/Cobertura',
    termForeign: { alias: 'Hedging', lang: 'en' },
    aliasLang: 'en',
    contactTitle: 'Contacto',
  },
  en: {
    glossary: '/en/bmv/glossary',
    letter: 'letter',
    results: '/en/bmv/search/amx?tab=1',
    contact: '/en/contact',
    recent: 'Recent searches',
    again: (s: string) => `Search “${s}” again`,
    noResults: 'no search results found',
    enterNothing: (s: string) => `No results for “${s}”: there is no page to open.`,
    foreignCard: { letter: 'A', title: 'Asset allocation', alias: 'Asignación de activos' },
    repeatCard: { letter: 'D', title: 'Derivative instrument' },
    term: '/en/bmv/glossary/Derivative',
    termForeign: { alias: 'Derivado', lang: 'es' },
    aliasLang: 'es',
    contactTitle: 'Contact',
  },
} as const;

const open = (path: string, width: number) =>
  visit(started.browser, `${started.system.baseUrl}${path}`, width);

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('bolsa.recentSearches'));

/** The panel opened with the '/' shortcut, its box focused. */
async function openPanel(page: Page) {
  await page.keyboard.press('/');
  await page.getByRole('dialog').getByRole('combobox').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
}

describe.each(LANGS)('a search that finds nothing (%s)', (lang) => {
  const t = T[lang];
  it.each(WIDTHS)('at %i px: Enter says so, stays, and the search is not kept', async (width) => {
    const { page, close } = await open(`/${lang}`, width);
    try {
      await openPanel(page);
      const box = page.getByRole('dialog').getByRole('combobox');
      // Enter before the debounce searches at once; the answer finds nothing.
      await page.keyboard.type('zzqxv');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').getByText(t.noResults, { exact: true }).first().waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
      // A second Enter on the answer: nothing to open, and the panel says why.
      await page.keyboard.press('Enter');
      // What a screen reader hears: the panel's polite live region.
      const said = page.locator('dialog [aria-live="polite"]');
      await page.waitForFunction(
        (text) =>
          document.querySelector('dialog [aria-live="polite"]')?.textContent.trim() === text,
        t.enterNothing('zzqxv'),
      );
      expect((await said.textContent())?.trim()).toBe(t.enterNothing('zzqxv'));
      expect(new URL(page.url()).pathname).toBe(`/${lang}`);
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
      if (lang === 'es')
        await page.screenshot({ path: screenshotPath(`panel-no-results-${String(width)}`) });
      expect(await stored(page)).toBeNull();

      // A search that finds something is kept when Enter opens its results.
      await box.fill('bono');
      await page.getByRole('listbox').waitFor({ timeout: 10_000 });
      await page.waitForFunction(
        () => !(document.querySelector('[role="combobox"]') as HTMLInputElement).disabled,
      );
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname !== `/${lang}`);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // The results page has taken over (its heading has the page-change focus) before the
      // visitor opens the panel again.
      await page.waitForFunction(() => document.activeElement?.matches('main h1') === true);
      await openPanel(page);
      const recent = page.getByRole('listbox', { name: t.recent });
      // The list reads the stored searches after it opens: wait for the row, then read them all.
      await recent.getByRole('option', { name: t.again('bono') }).waitFor();
      expect(
        await recent
          .getByRole('option')
          .evaluateAll((options) => options.map((o) => o.getAttribute('aria-label'))),
      ).toContain(t.again('bono'));
      expect(await stored(page)).toBe('["bono"]');
    } finally {
      await close();
    }
  });
});

/** The chips of the card titled `title`: text and `lang` attribute. */
const cardChips = (page: Page, title: string) =>
  page
    .getByRole('article', { name: title, exact: true })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((i) => ({ text: i.textContent, lang: i.getAttribute('lang') })),
    );

const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/_/g, ' ').toLowerCase().trim();

describe.each(LANGS)('glossary alias chips (%s)', (lang) => {
  const t = T[lang];
  it.each(WIDTHS)('at %i px: in their language, never the card’s own title', async (width) => {
    const foreign = await open(`${t.glossary}?${t.letter}=${t.foreignCard.letter}`, width);
    try {
      const chips = await cardChips(foreign.page, t.foreignCard.title);
      expect(chips).toContainEqual({ text: t.foreignCard.alias, lang: t.aliasLang });
      // Chips in the page's language carry no attribute of their own.
      expect(chips.filter((c) => c.lang !== null && c.lang !== t.aliasLang)).toEqual([]);
      if (lang === 'en') {
        await foreign.page
          .getByRole('article', { name: t.foreignCard.title, exact: true })
          .scrollIntoViewIfNeeded();
        await foreign.page.screenshot({ path: screenshotPath(`glossary-chips-${String(width)}`) });
      }
    } finally {
      await foreign.close();
    }
    const repeat = await open(`${t.glossary}?${t.letter}=${t.repeatCard.letter}`, width);
    try {
      const chips = await cardChips(repeat.page, t.repeatCard.title);
      expect(chips.length).toBeGreaterThan(0);
      expect(chips.map((c) => fold(c.text))).not.toContain(fold(t.repeatCard.title));
    } finally {
      await repeat.close();
    }
  });

  it.each(WIDTHS)('at %i px: the term page’s chips too', async (width) => {
    const { page, close } = await open(t.term, width);
    try {
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const chips = await page
        .locator('main section ul li')
        .evaluateAll((items) =>
          items.map((i) => ({ text: i.textContent, lang: i.getAttribute('lang') })),
        );
      expect(chips.length).toBeGreaterThan(0);
      expect(chips.map((c) => fold(c.text))).not.toContain(fold(title));
      expect(chips).toContainEqual({ text: t.termForeign.alias, lang: t.termForeign.lang });
    } finally {
      await close();
    }
  });
});

describe.each(LANGS)('the results grid’s pager (%s)', (lang) => {
  it.each([320, 375, 480, 768, 1280])('at %i px: phrases stay whole and in view', async (width) => {
    // Loaded directly: the grid's styles are the page's own only on a first load (see brief).
    const { page, close } = await open(T[lang].results, width);
    try {
      await reachForGrid(page, 20_000);
      await page.waitForSelector('.ag-paging-panel .ag-paging-description', { timeout: 20_000 });
      const layout = await page.evaluate(() => {
        // The lines a phrase takes: its boxes (words and the page number's input) grouped by
        // their vertical middle.
        const lines = (el: Element | null) => {
          if (!el) return -1;
          const range = document.createRange();
          range.selectNodeContents(el);
          const middles: number[] = [];
          for (const r of Array.from(range.getClientRects())) {
            const middle = r.top + r.height / 2;
            if (r.width > 0 && !middles.some((m) => Math.abs(m - middle) < 8)) middles.push(middle);
          }
          return middles.length;
        };
        const inView = Array.from(
          document.querySelectorAll(
            '.ag-paging-button, .ag-paging-row-summary-panel, .ag-paging-page-summary-panel',
          ),
        ).every((e) => {
          const r = e.getBoundingClientRect();
          return r.left >= 0 && r.right <= window.innerWidth;
        });
        return {
          summary: lines(document.querySelector('.ag-paging-row-summary-panel')),
          page: lines(document.querySelector('.ag-paging-description')),
          text:
            document
              .querySelector('.ag-paging-description')
              ?.textContent.replace(/\s+/g, ' ')
              .trim() ?? '',
          inView,
        };
      });
      expect(layout).toMatchObject({ summary: 1, page: 1, inView: true });
      // 'Página [1] de 1': the current page is a number field.
      expect(layout.text).toMatch(lang === 'es' ? /Página de \d+$/ : /Page of \d+$/);
      expect(await page.inputValue('.ag-paging-description input')).toBe('1');
      await page.locator('.ag-paging-panel').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`pager-${lang}-${String(width)}`) });
    } finally {
      await close();
    }
  });
});

describe.each(LANGS)('the contact page (%s)', (lang) => {
  const t = T[lang];
  it.each(WIDTHS)('at %i px: the group’s address, phone and e-mail as links', async (width) => {
    const { page, close } = await open(t.contact, width);
    try {
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: t.contactTitle }).waitFor();
      const address = main.locator('address');
      expect(await address.count()).toBe(1);
      expect(await address.innerText()).toContain('Paseo de la Reforma');
      const phone = address.getByRole('link', { name: '+52 55 5000 0100' });
      expect(await phone.getAttribute('href')).toBe('tel:+525550000100');
      const email = address.getByRole('link', { name: 'contacto@bmv.com.mx' });
      expect(await email.getAttribute('href')).toBe('mailto:contacto@bmv.com.mx');
      expect(await main.innerText()).not.toMatch(/escríbanos|write to us/i);
      await page.screenshot({ path: screenshotPath(`contact-${lang}-${String(width)}`) });
    } finally {
      await close();
    }
  });
});

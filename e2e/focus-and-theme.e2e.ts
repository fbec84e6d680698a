/**
 * Issue 38 point 7, in both languages at 375 and 1280 px: a client-side navigation moves the focus
 * to the new page's heading and announces its title; Ctrl/Cmd+K opens the search panel even from
 * a text field, where `/` is typed; axe finds no serious or critical violation in dark mode on
 * every page type and with the panel open on results; inputs take the theme's colours.
 */
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { interactive, openPage, screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';
import { reachForGrid } from './grid.js';

const started = useSystemAndBrowser();

const LANGS = [
  {
    lang: 'es',
    home: '/es',
    glossary: '/es/bmv/glosario',
    term: '/es/bmv/glosario/Casa_de_bolsa',
    results: '/es/bmv/busqueda/walmex?tab=2',
    glossaryLink: 'Glosario de términos financieros',
    glossaryHeading: 'Glosario',
    back: 'Volver al glosario',
    seeMore: /^Ver más sobre /,
    search: 'Buscar en el sitio',
    searchIcon: 'Buscar',
    finder: 'Buscar en el glosario',
    letters: 'Filtrar por letra inicial',
    queries: ['walmex', 'fibra', 'accion'],
  },
  {
    lang: 'en',
    home: '/en',
    glossary: '/en/bmv/glossary',
    term: '/en/bmv/glossary/Dividend',
    results: '/en/bmv/search/walmex?tab=2',
    glossaryLink: 'Glossary of financial terms',
    glossaryHeading: 'Glossary',
    back: 'Back to the glossary',
    seeMore: /^See more about /,
    search: 'Search the site',
    searchIcon: 'Search',
    finder: 'Search the glossary',
    letters: 'Filter by initial letter',
    queries: ['walmex', 'fibra', 'ipc'],
  },
] as const;

const WIDTHS = [VIEWPORTS.mobile, VIEWPORTS.desktop] as const;

async function open(path: string, viewport: { width: number; height: number }, dark = false) {
  const opened = await openPage(started.browser, {
    viewport,
    colorScheme: dark ? 'dark' : 'light',
  });
  await opened.page.goto(`${started.system.baseUrl}${path}`);
  await interactive(opened.page);
  return opened;
}

/** Waits until the focus is on the page's h1 and returns its text. */
async function focusedHeading(page: Page): Promise<string> {
  await page.waitForFunction(() => document.activeElement?.matches('main h1') === true, null, {
    timeout: 15_000,
  });
  return page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
}

/** What the polite live region says once it has spoken. */
async function announced(page: Page): Promise<string> {
  const region = page.locator('[aria-live="polite"][data-route-announcer]');
  await page.waitForFunction(
    () => (document.querySelector('[data-route-announcer]')?.textContent ?? '') !== '',
  );
  expect(await region.getAttribute('aria-atomic')).toBe('true');
  return (await region.textContent()) ?? '';
}

/** Every input of the page's main part (the grid's apart) takes the theme's colours. */
async function expectInputsInTheme(page: Page) {
  const { surface, text } = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return { surface: root.backgroundColor, text: root.color };
  });
  // The grid's own inputs take the grid's theme (decision 070).
  const inputs = await page.locator('main input:not([type="hidden"])').evaluateAll((els) =>
    els
      .filter((el) => el.getBoundingClientRect().width > 0 && !el.closest('.ag-root-wrapper'))
      .map((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, color: style.color };
      }),
  );
  expect(inputs.length).toBeGreaterThan(0);
  for (const input of inputs) {
    // Transparent inputs show the surface behind them; the theme's own colours otherwise.
    expect([surface, 'rgba(0, 0, 0, 0)']).toContain(input.background);
    expect(input.color).toBe(text);
  }
}

describe.each(LANGS)('focus after a client-side navigation ($lang)', (t) => {
  it.each(WIDTHS)(
    'moves to the new page heading and announces its title at $width px',
    async (viewport) => {
      const { page, close } = await open(t.home, viewport);
      // The first load keeps the focus where the browser puts it and announces nothing.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      expect(await page.locator('[data-route-announcer]').textContent()).toBe('');

      // Home → glossary by the home's link.
      await page.getByRole('link', { name: t.glossaryLink }).click();
      await page.waitForURL(`**${t.glossary}`);
      expect(await focusedHeading(page)).toBe(t.glossaryHeading);
      expect(await announced(page)).toBe(await page.title());

      // Glossary → a term by a card's link, with the keyboard.
      const card = page.getByRole('link', { name: t.seeMore }).first();
      const cardName = (await card.textContent()) ?? '';
      await card.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${t.glossary}/*`);
      const termHeading = await focusedHeading(page);
      expect(cardName).toContain(termHeading);
      await page.waitForFunction((h) => document.title.startsWith(h), termHeading);
      expect(await announced(page)).toBe(await page.title());
      await page.screenshot({
        path: screenshotPath(`focus-term-${t.lang}-${String(viewport.width)}`),
      });

      // Term → back to the glossary.
      await page.getByRole('link', { name: t.back }).click();
      await page.waitForURL(`**${t.glossary}`);
      expect(await focusedHeading(page)).toBe(t.glossaryHeading);
      expect(await announced(page)).toBe(await page.title());
      await close();
    },
  );

  it('leaves the focus alone when only the query changes (a glossary letter)', async () => {
    const { page, close } = await open(t.glossary, VIEWPORTS.desktop);
    const letter = page
      .getByRole('group', { name: t.letters })
      .getByRole('link', { name: 'C', exact: true });
    await letter.click();
    await page.waitForURL(/[?&](letra|letter)=C/);
    await page.waitForSelector('main article');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('H1');
    expect(await page.locator('[data-route-announcer]').textContent()).toBe('');
    await close();
  });
});

describe.each(LANGS)('search shortcuts in a text field ($lang)', (t) => {
  it.each(WIDTHS)(
    'Ctrl+K opens the panel from the finder box; / is typed there ($width px)',
    async (viewport) => {
      const { page, close } = await open(t.glossary, viewport);
      const finder = page.getByRole('searchbox', { name: t.finder });
      await finder.click();
      await page.keyboard.type('a/b');
      expect(await finder.inputValue()).toBe('a/b');
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.keyboard.press('Control+k');
      const box = page.getByRole('dialog').getByRole('combobox');
      await box.waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
      await page.keyboard.type('ipc');
      expect(await box.inputValue()).toBe('ipc');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // Focus returns to the finder, whose text is unchanged.
      expect(await finder.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await finder.inputValue()).toBe('a/b');
      await close();
    },
  );
});

describe.each(LANGS)('dark mode ($lang)', (t) => {
  it.each(WIDTHS)(
    "has no serious or critical axe violation on each page type, inputs in the theme's colours, at $width px",
    async (viewport) => {
      for (const kind of ['home', 'glossary', 'term', 'results'] as const) {
        const { page, close } = await open(t[kind], viewport, true);
        if (kind === 'results') await reachForGrid(page, 30_000);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        expect({ kind, violations: await seriousViolations(page) }).toEqual({
          kind,
          violations: [],
        });
        if (kind === 'glossary' || kind === 'results') {
          await expectInputsInTheme(page);
          await page.screenshot({
            path: screenshotPath(`inputs-dark-${kind}-${t.lang}-${String(viewport.width)}`),
          });
        }
        await close();
      }
    },
  );

  it.each(WIDTHS)(
    'has none with the panel open on highlighted results at $width px',
    async (viewport) => {
      const { page, close } = await open(t.glossary, viewport, true);
      // Below 768 px the search box is an icon.
      const opener = viewport.width < 768 ? t.searchIcon : t.search;
      await page.getByRole('button', { name: opener, exact: true }).click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
      // Muted instrument descriptions carry highlights for 'fibra' and 'accion'.
      for (const text of t.queries) {
        await page.getByRole('combobox').fill(text);
        // The highlights of this search's results, not of the previous one's.
        await page.waitForFunction(
          (q) =>
            [...document.querySelectorAll('[role="listbox"] mark')].some((m) =>
              m.textContent.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(q),
            ),
          text,
          { timeout: 15_000 },
        );
        await page.waitForFunction(
          () => !(document.querySelector('[role="combobox"]') as HTMLInputElement).disabled,
        );
        expect({ text, violations: await seriousViolations(page) }).toEqual({
          text,
          violations: [],
        });
        await page.keyboard.press('ArrowDown');
        expect({ text, violations: await seriousViolations(page) }).toEqual({
          text,
          violations: [],
        });
      }
      await page.screenshot({
        path: screenshotPath(`panel-dark-${t.lang}-${String(viewport.width)}`),
      });
      await close();
    },
  );
});

/**
 * Issue 23 (items 1 to 5, 12, 13) and the link check: everything a visitor touches leads somewhere.
 * The system runs without a base URL of the group's sites (`SITE_BASE_URL=none`), so every link of
 * the menu and of the results stays on this origin and is checked here.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { expectProblems, resourceStatusMessage } from './page-problems.js';
import { interactive, screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser({ SITE_BASE_URL: 'none' });
const system = () => started.system;
const browser = () => started.browser;

type Lang = 'es' | 'en';
const LANGS: Lang[] = ['es', 'en'];
const T = {
  es: {
    search: '/es/bmv/busqueda',
    glossary: '/es/bmv/glosario',
    notFound: 'Página no encontrada 404',
    box: 'Buscar en el sitio',
    homeGlossary: 'Glosario de términos financieros',
    homeSearch: 'Buscar en el sitio',
    school: 'Escuela Bolsa Mexicana',
    schoolOverview: 'Ir a Escuela Bolsa Mexicana',
    mainMenu: 'Menú principal',
    menuGlossary: 'Glosario',
    groupSite: 'Esta página está en el sitio principal del grupo',
    documents: 'Documentos',
  },
  en: {
    search: '/en/bmv/search',
    glossary: '/en/bmv/glossary',
    notFound: 'Page not found 404',
    box: 'Search the site',
    homeGlossary: 'Glossary of financial terms',
    homeSearch: 'Search the site',
    school: 'Mexican Stock Exchange School',
    schoolOverview: 'Go to Mexican Stock Exchange School',
    mainMenu: 'Main menu',
    menuGlossary: 'Glossary',
    groupSite: 'This page is on the group’s main site',
    documents: 'Documents',
  },
} as const;

async function newPage(
  options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser().newContext({
    viewport: options.viewport ?? VIEWPORTS.desktop,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: 'reduce',
  });
  return { page: await context.newPage(), context };
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('a search with % in it (item 1)', () => {
  it.each(LANGS)(
    'goes from the results box to the results of “5%% de rendimiento” (%s)',
    async (lang) => {
      const { page, context } = await newPage();
      await page.goto(`${system().baseUrl}${T[lang].search}/acciones?tab=1`);
      await interactive(page);
      const box = page.getByRole('searchbox', { name: T[lang].box }).last();
      await box.fill('5% de rendimiento');
      await box.press('Enter');
      await page.waitForURL(/5%25_de_rendimiento\?tab=1$/);
      await page.locator('h1', { hasText: '5% de rendimiento' }).waitFor();
      const direct = await page.goto(`${system().baseUrl}${T[lang].search}/100%25`);
      expect(direct?.status()).toBe(200);
      await expect(page.locator('h1').textContent()).resolves.toContain('100%');
      await context.close();
    },
  );
});

describe('a search with % in it from the panel (item 1)', () => {
  it.each(LANGS)('goes from Enter in the panel to the results of “100%%” (%s)', async (lang) => {
    const { page, context } = await newPage({ viewport: VIEWPORTS.mobile });
    await page.goto(`${system().baseUrl}/${lang}`);
    await interactive(page);
    await page.locator('header [aria-controls="search-panel"]:visible').first().click();
    const combobox = page.getByRole('combobox');
    await combobox.fill('100%');
    await page.getByRole('listbox').waitFor({ timeout: 10_000 });
    await page.waitForFunction(
      () => !(document.querySelector('[role="combobox"]') as HTMLInputElement).disabled,
    );
    await combobox.press('Enter');
    await page.waitForURL(/\/100%25\?tab=1$/);
    await page.locator('h1', { hasText: '100%' }).waitFor();
    await context.close();
  });
});

describe('malformed and impossible URLs (items 2 and 3)', () => {
  it.each(LANGS)('answer the site’s 404 page, never JSON (%s)', async (lang) => {
    const { page, context } = await newPage();
    expectProblems(page, resourceStatusMessage(404, 'Not Found'));
    for (const url of [
      `${T[lang].search}/ping%FCino`,
      `${T[lang].glossary}/%E0%A4%A`,
      `${T[lang].glossary}/${'a'.repeat(201)}`,
    ]) {
      const res = await page.goto(`${system().baseUrl}${url}`);
      expect([url, res?.status()]).toEqual([url, 404]);
      expect(res?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('h1').textContent()).resolves.toBe(T[lang].notFound);
      const body = await page.locator('main').innerText();
      expect(body).not.toMatch(/must NOT|bad_request|temporarily unavailable/);
    }
    await context.close();
  });
});

describe('links that lead somewhere (item 4)', () => {
  it.each(LANGS)('the home links the glossary and the search (%s)', async (lang) => {
    const { page, context } = await newPage({ viewport: VIEWPORTS.mobile });
    await page.goto(`${system().baseUrl}/${lang}`);
    await expect(page.locator('main h1').textContent()).resolves.toBeTruthy();
    await expect(
      page.getByRole('link', { name: T[lang].homeGlossary }).getAttribute('href'),
    ).resolves.toBe(T[lang].glossary);
    await expect(
      page.getByRole('link', { name: T[lang].homeSearch, exact: true }).getAttribute('href'),
    ).resolves.toBe(T[lang].search);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`home-links-${lang}-mobile`), fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.screenshot({ path: screenshotPath(`home-links-${lang}-desktop`), fullPage: true });
    await context.close();
  });

  it.each(LANGS)('the menu glossary entry opens this product’s glossary (%s)', async (lang) => {
    const { page, context } = await newPage();
    await page.goto(`${system().baseUrl}/${lang}`);
    await interactive(page);
    await page.getByRole('button', { name: T[lang].school }).click();
    const link = page.getByRole('link', { name: T[lang].menuGlossary, exact: true });
    await expect(link.getAttribute('href')).resolves.toBe(T[lang].glossary);
    await link.click();
    await page.waitForURL(`**${T[lang].glossary}`);
    await context.close();
  });

  it.each(LANGS)(
    'a section of the group’s main site opens a page that says so and links there (%s)',
    async (lang) => {
      const { page, context } = await newPage();
      const to = lang === 'es' ? '/es/mercados/acciones' : '/en/markets/equities';
      const res = await page.goto(
        `${system().baseUrl}/${lang}/bmv/${lang === 'es' ? 'sitio-del-grupo' : 'group-site'}?to=${to}`,
      );
      expect(res?.status()).toBe(200);
      await expect(page.locator('main h1').textContent()).resolves.toBe(T[lang].groupSite);
      await expect(
        page.locator(`main a[href="https://www.bmv.com.mx${to}"]`).count(),
      ).resolves.toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`group-site-${lang}-desktop`), fullPage: true });
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.screenshot({ path: screenshotPath(`group-site-${lang}-mobile`), fullPage: true });
      await context.close();
    },
  );
});

/** Document links of the panel's results for `text`. */
async function panelDocumentLinks(page: Page, lang: Lang, text: string): Promise<string[]> {
  await page.goto(`${system().baseUrl}/${lang}`);
  await interactive(page);
  await page.locator('header [aria-controls="search-panel"]:visible').first().click();
  await page.getByRole('combobox').fill(text);
  await page.getByRole('listbox').waitFor({ timeout: 10_000 });
  return page
    .locator('[role="listbox"] a[href^="/docs/emisoras/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

describe('company documents (items 5 and 13)', () => {
  it.each(LANGS)('open a real file or a page of the site, never JSON errors (%s)', async (lang) => {
    const { page, context } = await newPage();
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
    await context.close();
  });

  it.each(LANGS)('are dated no later than today, quarters in the language (%s)', async (lang) => {
    const { page, context } = await newPage();
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
    await context.close();
  });
});

describe('the newest documents (item 13)', () => {
  it.each(LANGS)('are dated no later than today in the documents grid (%s)', async (lang) => {
    const { page, context } = await newPage();
    const text = lang === 'es' ? 'reporte' : 'report';
    await page.goto(
      `${system().baseUrl}${T[lang].search}/${text}?tab=2&sort=_source.fecha_recepcion%3Adesc`,
    );
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
    await context.close();
  });
});

describe('without JavaScript (item 12)', () => {
  it.each(LANGS)('the results form sends its text to the results URL (%s)', async (lang) => {
    const { page, context } = await newPage({ javaScriptEnabled: false });
    await page.goto(`${system().baseUrl}${T[lang].search}/acciones?tab=1`);
    const box = page.getByRole('searchbox', { name: T[lang].box }).last();
    await box.fill('casa de bolsa');
    await box.press('Enter');
    await page.waitForURL(/casa_de_bolsa\?tab=1$/);
    expect(pathOf(page)).toBe(`${T[lang].search}/casa_de_bolsa?tab=1`);
    await expect(page.locator('h1').textContent()).resolves.toContain('casa de bolsa');
    await context.close();
  });

  it.each(LANGS)(
    'the header’s search controls lead to the results page, whose form works (%s)',
    async (lang) => {
      for (const viewport of [
        { width: 375, height: 800 },
        { width: 1280, height: 900 },
      ]) {
        const { page, context } = await newPage({ javaScriptEnabled: false, viewport });
        await page.goto(`${system().baseUrl}${T[lang].glossary}`);
        await page.locator('header button[aria-controls="search-panel"]:visible').first().click();
        await page.waitForURL((url) => url.pathname === T[lang].search);
        const box = page.getByRole('searchbox', { name: T[lang].box }).last();
        await box.fill('bono');
        await box.press('Enter');
        await page.waitForURL(/\/bono\?tab=1$/);
        await context.close();
      }
    },
  );
});

describe('the mega-menu without JavaScript', () => {
  it.each(LANGS)(
    'its entries open to links to their overviews, at 375 and 1280 px (%s)',
    async (lang) => {
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        const { page, context } = await newPage({ javaScriptEnabled: false, viewport });
        await page.goto(`${system().baseUrl}${T[lang].glossary}`);
        // Below 768 px the menu opens as the burger link's target.
        if (viewport.width < 768) await page.locator('header a[href="#site-menu"]').click();
        const nav = page.getByRole('navigation', { name: T[lang].mainMenu });
        // The buttons, which need JavaScript to open their panels, are not shown.
        await expect(nav.locator('button:visible').count()).resolves.toBe(0);
        await nav.getByText(T[lang].school, { exact: true }).filter({ visible: true }).click();
        const school = nav.getByRole('link', { name: T[lang].schoolOverview, exact: true });
        await expect(school.isVisible()).resolves.toBe(true);
        await school.click();
        await page.waitForURL((url) => url.pathname !== T[lang].glossary);
        await expect(page.getByText(T[lang].groupSite).first().isVisible()).resolves.toBe(true);
        await context.close();
      }
    },
  );

  it.each(LANGS)('with JavaScript its entries are buttons only (%s)', async (lang) => {
    const { page, context } = await newPage();
    await page.goto(`${system().baseUrl}${T[lang].glossary}`);
    await interactive(page);
    const nav = page.getByRole('navigation', { name: T[lang].mainMenu });
    await expect(nav.getByRole('button').count()).resolves.toBe(11);
    await expect(nav.getByRole('link').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('link check', () => {
  /** Same-origin links that answer 404, 5xx or JSON. */
  async function badLinks(hrefs: Iterable<string>): Promise<string[]> {
    const bad: string[] = [];
    for (const href of hrefs) {
      const res = await fetch(`${system().baseUrl}${href}`, { redirect: 'follow' });
      const type = res.headers.get('content-type') ?? '';
      const disposition = res.headers.get('content-disposition') ?? '';
      await res.arrayBuffer();
      if (res.status === 404 || res.status >= 500) bad.push(`${href} ${String(res.status)}`);
      else if (/json/.test(type) && !/attachment/.test(disposition)) bad.push(`${href} JSON`);
    }
    return bad;
  }

  /** The same-origin links of the page at `path`, with every mega-menu panel opened. */
  async function linksOf(page: Page, path: string, menu: boolean): Promise<string[]> {
    await page.goto(`${system().baseUrl}${path}`);
    await interactive(page);
    if (menu) {
      const entries = page.locator('nav button[aria-controls][aria-expanded]');
      const count = await entries.count();
      const found = new Set<string>();
      for (let i = 0; i < count; i++) {
        await entries.nth(i).click();
        await page.waitForFunction(
          () => !document.querySelector('[aria-busy="true"]:not([hidden])'),
        );
        for (const href of await page
          .locator('a[href^="/"]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
          found.add(href);
        }
        await entries.nth(i).click();
      }
      return [...found];
    }
    return page
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  }

  it.each(LANGS)(
    'finds no same-origin link answering 404, 5xx or JSON (%s)',
    async (lang) => {
      const { page, context } = await newPage();
      const terms =
        lang === 'es'
          ? ['Acción', 'Capital', 'Fibra', 'Prospecto']
          : ['Share', 'Capital', 'Fibra', 'Prospectus'];
      const pages = [
        `/${lang}`,
        T[lang].glossary,
        ...['A', 'C', 'F', 'P'].map(
          (l) => `${T[lang].glossary}?${lang === 'es' ? 'letra' : 'letter'}=${l}`,
        ),
        lang === 'es' ? '/es/contacto' : '/en/contact',
        lang === 'es' ? '/es/sala-de-prensa' : '/en/press-room',
        ...[0, 1, 2, 3, 4].map((tab) => `${T[lang].search}/acciones?tab=${String(tab)}`),
      ];
      const links = new Set<string>(pages);
      for (const [i, path] of pages.entries()) {
        for (const href of await linksOf(page, path, i === 0)) links.add(href);
      }
      // A term page per letter range of the glossary: the first card of each letter's list.
      for (const href of [...links]
        .filter((h) => h.startsWith(`${T[lang].glossary}/`))
        .slice(0, 8)) {
        for (const inner of await linksOf(page, href, false)) links.add(inner);
      }
      expect(terms.length).toBe(4);
      for (const href of await panelDocumentLinks(page, lang, 'amx')) links.add(href);
      expect(links.size).toBeGreaterThan(100);
      expect(await badLinks(links)).toEqual([]);
      await context.close();
    },
    240_000,
  );
});

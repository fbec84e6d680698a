/**
 * The link check: a crawl of home, glossary, a term page per letter range, contact, press room,
 * the legal pages, each results tab, issuer pages (decision 117), every menu link and the panel's document links finds no same-origin link
 * answering 404, 5xx or JSON.
 */
import type { Page } from 'playwright-core';
import { deadEndPages, LANGS, T } from './no-dead-ends-page.js';
import { interactive, useSystemAndBrowser } from './system.js';

const started = useSystemAndBrowser('noGroupSites');
const system = () => started.system;
const { newPage, panelDocumentLinks } = deadEndPages(started);

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
      const { page, close } = await newPage();
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
        // The footer's legal pages (decision 115), whose texts link other pages.
        ...(lang === 'es'
          ? [
              '/es/aviso-de-privacidad',
              '/es/terminos-de-uso',
              '/es/cookies',
              '/es/accesibilidad',
              '/es/advertencia-sobre-inversiones',
            ]
          : [
              '/en/privacy-notice',
              '/en/terms-of-use',
              '/en/cookies',
              '/en/accessibility',
              '/en/investment-disclaimer',
            ]),
        ...[0, 1, 2, 3, 4].map((tab) => `${T[lang].search}/acciones?tab=${String(tab)}`),
        // The documents tab with its filters (decision 118): the clear link, the form's action.
        lang === 'es'
          ? `${T.es.search}/acciones?tab=2&desde=2015-01-01&tipo=avisos`
          : `${T.en.search}/acciones?tab=2&from=2015-01-01&type=avisos`,
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
      // Issuer pages (decision 117), as the results grid's issuer links reach them, and AMX's.
      const issuers = `/${lang}/bmv/${lang === 'es' ? 'emisoras' : 'issuers'}/`;
      await page.goto(`${system().baseUrl}${T[lang].search}/gf?tab=1`);
      await page.locator(`a[href^="${issuers}"]`).first().waitFor();
      const fromGrid = await page
        .locator(`a[href^="${issuers}"]`)
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const issuerPages = [...new Set([`${issuers}AMX`, ...fromGrid])].slice(0, 4);
      expect(issuerPages.length).toBeGreaterThan(2);
      for (const href of issuerPages) {
        links.add(href);
        for (const inner of await linksOf(page, href, false)) links.add(inner);
      }
      expect(terms.length).toBe(4);
      for (const href of await panelDocumentLinks(page, lang, 'amx')) links.add(href);
      expect(links.size).toBeGreaterThan(100);
      expect(await badLinks(links)).toEqual([]);
      await close();
    },
    240_000,
  );
});

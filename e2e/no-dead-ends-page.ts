/**
 * What the no-dead-ends browser tests share (no-dead-ends*.e2e.ts): the texts they look for in
 * both languages, and pages of their own context on the shared `noGroupSites` system
 * (`e2e/services.ts`).
 */
import type { Browser, Page } from 'playwright-core';
import { interactive, openPage, VIEWPORTS, type RunningSystem } from './system.js';

export type Lang = 'es' | 'en';
export const LANGS: Lang[] = ['es', 'en'];
export const T = {
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

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Pages of a context of their own, and the panel's document links, on the started system. */
export function deadEndPages(started: { system: RunningSystem; browser: Browser }) {
  const system = () => started.system;
  const browser = () => started.browser;
  const newPage = (
    options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {},
  ) =>
    openPage(browser(), {
      viewport: options.viewport ?? VIEWPORTS.desktop,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      reducedMotion: 'reduce',
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

  return { newPage, panelDocumentLinks };
}

/**
 * What the search panel's browser tests share (search-panel*.e2e.ts): the groups' titles in both
 * languages and the steps to open the panel and search in it.
 */
import type { Browser, Page } from 'playwright-core';
import { openPage, VIEWPORTS, type RunningSystem } from './system.js';

export type Lang = 'es' | 'en';
type GroupKey =
  'definition' | 'instruments' | 'issuers' | 'documents' | 'indices' | 'sections' | 'prefixes';
export const GROUPS: Record<Lang, Record<GroupKey, string>> = {
  es: {
    definition: 'Definición',
    instruments: 'Instrumentos',
    issuers: 'Emisoras',
    documents: 'Documentos',
    indices: 'Índices',
    sections: 'Secciones',
    prefixes: 'Documentos por emisora',
  },
  en: {
    definition: 'Definition',
    instruments: 'Instruments',
    issuers: 'Issuers',
    documents: 'Documents',
    indices: 'Indices',
    sections: 'Sections',
    prefixes: 'Documents by issuer',
  },
};
export const SEARCH_BOX = { es: 'Buscar en el sitio', en: 'Search the site' } as const;

/** Opens a page (page-pool.ts) on home, recording the paths it requests. */
export const pageOpener =
  (started: { system: RunningSystem; browser: Browser }) =>
  async (
    viewport: { width: number; height: number } = VIEWPORTS.desktop,
    lang: Lang = 'es',
    options: { colorScheme?: 'light' | 'dark' } = {},
  ) => {
    const { page, context, close } = await openPage(started.browser, {
      viewport,
      reducedMotion: 'reduce',
      colorScheme: options.colorScheme ?? 'light',
    });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const res = await page.goto(`${started.system.baseUrl}/${lang}`);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    return { page, context, requests, close };
  };

/** The header's visible search control: the box from 768 px, the icon below. */
export const headerControl = (page: Page) =>
  page.locator('header [aria-controls="search-panel"]:visible').first();

export async function openPanel(page: Page) {
  await headerControl(page).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
}

/** Types in a freshly opened panel and waits for the grouped results. */
export async function searchFor(page: Page, text: string) {
  await page.getByRole('combobox').fill(text);
  await page.getByRole('listbox').waitFor({ timeout: 10_000 });
  await page.waitForFunction(
    () => !(document.querySelector('[role="combobox"]') as HTMLInputElement).disabled,
  );
}

/** Group titles and the text of their rows ('view more' left out), in order. */
export const groupsOf = (page: Page) =>
  page.locator('[role="listbox"] [role="group"]').evaluateAll((groups) =>
    groups.map((g) => ({
      title: document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      rows: [...g.querySelectorAll('[role="option"]')]
        .filter((o) => !o.id.endsWith('-more'))
        .map((o) => o.textContent.trim()),
    })),
  );

export const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

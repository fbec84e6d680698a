/**
 * The slide-in search panel in Chromium against the started system (issue 7): every group with
 * and without accents, the keyboard, 'view more' and Enter to the results URL (the results page
 * itself is another change: here those URLs render the 404 page, so only the URL is checked), a
 * site token that expires mid-session, the lazy chunk, screenshots and axe in both languages.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { expectProblems, resourceStatusMessage } from './page-problems.js';
import { screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser({ DOCUMENT_COUNT: '2000' });
const system = () => started.system;
const browser = () => started.browser;

type Lang = 'es' | 'en';
type GroupKey =
  'definition' | 'instruments' | 'issuers' | 'documents' | 'indices' | 'sections' | 'prefixes';
const GROUPS: Record<Lang, Record<GroupKey, string>> = {
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
const SEARCH_BOX = { es: 'Buscar en el sitio', en: 'Search the site' } as const;

/** A page of its own context, recording the paths it requests. */
async function openPage(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  lang: Lang = 'es',
  options: { colorScheme?: 'light' | 'dark' } = {},
) {
  const context: BrowserContext = await browser().newContext({
    viewport,
    reducedMotion: 'reduce',
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const res = await page.goto(`${system().baseUrl}/${lang}`);
  expect(res?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  return { page, context, requests, close: () => context.close() };
}

/** The header's visible search control: the box from 768 px, the icon below. */
const headerControl = (page: Page) =>
  page.locator('header [aria-controls="search-panel"]:visible').first();

async function openPanel(page: Page) {
  await headerControl(page).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
}

/** Types in a freshly opened panel and waits for the grouped results. */
async function searchFor(page: Page, text: string) {
  await page.getByRole('combobox').fill(text);
  await page.getByRole('listbox').waitFor({ timeout: 10_000 });
  await page.waitForFunction(
    () => !(document.querySelector('[role="combobox"]') as HTMLInputElement).disabled,
  );
}

/** Group titles and the text of their rows ('view more' left out), in order. */
const groupsOf = (page: Page) =>
  page.locator('[role="listbox"] [role="group"]').evaluateAll((groups) =>
    groups.map((g) => ({
      title: document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      rows: [...g.querySelectorAll('[role="option"]')]
        .filter((o) => !o.id.endsWith('-more'))
        .map((o) => o.textContent.trim()),
    })),
  );

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('search panel', () => {
  it('shows the same groups and rows for “acción” and “accion”, and every group across queries', async () => {
    const { page, close } = await openPage();
    const seen = new Set<string>();
    const results = new Map<string, Awaited<ReturnType<typeof groupsOf>>>();
    for (const text of ['acción', 'accion', 'ipc', 'financieros GF']) {
      await openPanel(page);
      await searchFor(page, text);
      const groups = await groupsOf(page);
      results.set(text, groups);
      for (const g of groups) {
        expect(g.rows.length).toBeGreaterThan(0);
        seen.add(g.title);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    const t = GROUPS.es;
    const titles = (text: string) => (results.get(text) ?? []).map((g) => g.title);
    const rows = (text: string, title: string) =>
      results.get(text)?.find((g) => g.title === title)?.rows ?? [];
    expect(titles('acción')).toEqual([
      t.definition,
      t.instruments,
      t.issuers,
      t.documents,
      t.sections,
    ]);
    expect(results.get('accion')).toEqual(results.get('acción'));
    expect(rows('acción', t.definition)[0]).toMatch(/^Acción/);
    expect(titles('ipc')).toContain(t.indices);
    expect(titles('financieros GF')).toContain(t.prefixes);
    expect([...seen].sort()).toEqual(Object.values(t).sort());
    // Documents: at most 3 (each dated); issuers once each.
    const dated = rows('acción', t.documents).filter((r) =>
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(r),
    );
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.length).toBeLessThanOrEqual(3);
    const keys = rows('acción', t.issuers).map((r) => r.split(' ')[0]);
    expect(new Set(keys).size).toBe(keys.length);
    await close();
  });

  it('highlights the words of “accion” in accented results', async () => {
    const { page, close } = await openPage();
    await openPanel(page);
    await searchFor(page, 'accion');
    const marks = await page.locator('[role="listbox"] mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toContain('acción');
    expect(await page.locator('[role="listbox"] b').count()).toBe(0);
    await close();
  });

  it('shows the English groups for an English query, prefixes with the English keyword', async () => {
    const { page, close } = await openPage(VIEWPORTS.desktop, 'en');
    await openPanel(page);
    await searchFor(page, 'share');
    const titles = (await groupsOf(page)).map((g) => g.title);
    expect(titles).toEqual(
      expect.arrayContaining([GROUPS.en.definition, GROUPS.en.instruments, GROUPS.en.sections]),
    );
    await page.keyboard.press('Escape');
    await openPanel(page);
    await searchFor(page, 'financials GF');
    const prefix = page.getByRole('group', { name: GROUPS.en.prefixes }).getByRole('option');
    expect(await prefix.first().getAttribute('href')).toMatch(
      /^\/en\/bmv\/search\/financials_GF[A-Z]+\?tab=2$/,
    );
    await close();
  });

  it('moves through the results with the arrows, opens the active option with Enter', async () => {
    const { page, close } = await openPage();
    await page.getByRole('button', { name: SEARCH_BOX.es }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.type('ipc');
    await page.getByRole('listbox').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    const combobox = page.getByRole('combobox');
    const options = await page
      .locator('[role="listbox"] [role="option"]')
      .evaluateAll((os) => os.map((o) => o.id));
    expect(options.length).toBeGreaterThan(4);
    const active = async () => combobox.getAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(options[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(options[2]);
    expect(await page.locator(`[id="${options[2]}"]`).getAttribute('aria-selected')).toBe('true');
    // The third option is in the second group: the arrows cross groups.
    const groupOf = (id: string) =>
      page
        .locator(`[id="${id}"]`)
        .evaluate((o) => o.closest('[role="group"]')?.getAttribute('aria-labelledby'));
    expect(await groupOf(options[2] ?? '')).not.toBe(await groupOf(options[0] ?? ''));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe(options[0]);
    const href = await page.locator(`[id="${options[0]}"]`).getAttribute('href');
    expect(href).toBe('/es/bmv/glosario/IPC');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/es/bmv/glosario/IPC');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.classList.contains('search'))).toBe(false);
    await close();
  });

  it('closes with Esc and returns focus to the header control that opened it (box and icon)', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const { page, close } = await openPage(viewport);
      const control = headerControl(page);
      const name = await control.getAttribute('aria-label');
      await openPanel(page);
      expect(await page.evaluate(() => document.body.classList.contains('search'))).toBe(true);
      expect(await control.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        name,
      );
      expect(await page.evaluate(() => document.body.classList.contains('search'))).toBe(false);
      await close();
    }
  });

  it('keeps Tab and Shift+Tab inside the open panel, around both ends', async () => {
    const { page, close } = await openPage();
    await openPanel(page);
    await searchFor(page, 'ipc');
    const inside = () =>
      page.evaluate(() =>
        document.getElementById('search-panel')?.contains(document.activeElement),
      );
    const onInput = () =>
      page.evaluate(() => document.activeElement?.getAttribute('role') === 'combobox');
    for (const key of ['Tab', 'Shift+Tab']) {
      // Past the last control (or before the first) and back to the search box.
      let steps = 0;
      do {
        await page.keyboard.press(key);
        expect(await inside()).toBe(true);
        steps++;
      } while (!(await onInput()) && steps < 30);
      expect(steps).toBeGreaterThan(1);
      expect(await onInput()).toBe(true);
    }
    await close();
  });

  it('is a modal dialog: the page behind takes no focus while it is open', async () => {
    const { page, close } = await openPage();
    await openPanel(page);
    expect(await page.getByRole('dialog').evaluate((d) => d.matches(':modal'))).toBe(true);
    const focusedBehind = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('header a[href]');
      link?.focus();
      return link !== null && document.activeElement === link;
    });
    expect(focusedBehind).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'combobox',
    );
    await close();
  });

  it('keeps focus on the dialog while the box is disabled by a search, then on the box', async () => {
    const { page, close } = await openPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/search', async (route) => {
      await held;
      await route.continue();
    });
    await openPanel(page);
    await page.getByRole('combobox').fill('ipc');
    await page.waitForFunction(
      () => (document.querySelector('[role="combobox"]') as HTMLInputElement).disabled,
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-panel');
    release();
    await page.getByRole('listbox').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    await close();
  });

  it('closes on a press beside it (the backdrop), focus back on the header control', async () => {
    const { page, close } = await openPage();
    const name = await headerControl(page).getAttribute('aria-label');
    await openPanel(page);
    await page.mouse.click(100, 400);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      name,
    );
    await close();
  });

  it('lands on the right ?tab=N with each group’s “view more” (click and keyboard)', async () => {
    const { page, close } = await openPage();
    await openPanel(page);
    await searchFor(page, 'ipc');
    await page.getByRole('option', { name: `Ver más resultados de ${GROUPS.es.indices}` }).click();
    await page.waitForURL('**/es/bmv/busqueda/ipc?tab=3');
    expect(path(page)).toBe('/es/bmv/busqueda/ipc?tab=3');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await openPanel(page);
    await searchFor(page, 'ipc');
    // Arrow Up from no active option: the last option, the last group's 'view more'.
    await page.keyboard.press('ArrowUp');
    expect((await groupsOf(page)).at(-1)?.title).toBe(GROUPS.es.sections);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/es/bmv/busqueda/ipc?tab=4');
    expect(path(page)).toBe('/es/bmv/busqueda/ipc?tab=4');
    await close();
  });

  it('opens the full results page (?tab=1) with Enter after a successful search', async () => {
    const { page, close } = await openPage();
    await openPanel(page);
    await searchFor(page, 'acción');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/es/bmv/busqueda/**');
    expect(path(page)).toBe('/es/bmv/busqueda/acci%C3%B3n?tab=1');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await close();
  });

  it('recovers from a site token that expired mid-session with one token request and no visible error', async () => {
    const { page, context, close } = await openPage();
    expectProblems(page, resourceStatusMessage(401, 'Unauthorized'));
    // The page keeps the token it was rendered with; the cookie is overwritten as if it had been
    // replaced, and the next search carries a forged bearer, as an expired token would be.
    await context.addCookies([
      { name: 'bolsa_token', value: 'forged.expired.token', url: system().baseUrl },
    ]);
    let forged = false;
    await page.route('**/api/search', async (route) => {
      if (forged) return route.continue();
      forged = true;
      return route.continue({
        headers: { ...route.request().headers(), authorization: 'Bearer forged.expired.token' },
      });
    });
    const answers: string[] = [];
    page.on('response', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.startsWith('/api/')) answers.push(`${p} ${String(r.status())}`);
    });
    await openPanel(page);
    await searchFor(page, 'ipc');
    expect(answers).toEqual(['/api/search 401', '/api/token 200', '/api/search 200']);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect((await groupsOf(page)).length).toBeGreaterThan(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'bolsa_token');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.value).not.toBe('forged.expired.token');
    await close();
  });

  it('loads its code only when wanted: not in the first view, preloaded on pointer over the box', async () => {
    const html = await (await fetch(`${system().baseUrl}/es`)).text();
    expect(html).not.toContain('id="search-panel"');
    expect(html).not.toMatch(/SearchPanel-[\w-]+\.js/);
    const { page, requests, close } = await openPage();
    const chunk = () => requests.filter((r) => /\/assets\/SearchPanel-[\w-]+\.js$/.test(r));
    expect(chunk()).toEqual([]);
    expect(await page.locator('#search-panel').count()).toBe(0);
    await headerControl(page).hover();
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((e) => /\/assets\/SearchPanel-[\w-]+\.js$/.test(e.name)),
      undefined,
      { timeout: 5000 },
    );
    expect(chunk()).toHaveLength(1);
    await openPanel(page);
    expect(chunk()).toHaveLength(1);
    await close();
  });
});

describe('search panel: screenshots', () => {
  const WIDTHS = { mobile: 280, tablet: 420, desktop: 430 } as const;
  it.each(
    Object.entries(VIEWPORTS) as [
      keyof typeof VIEWPORTS,
      (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
    ][],
  )('is %s-sized with results and tips (saved in e2e/artifacts)', async (name, viewport) => {
    const { page, close } = await openPage(viewport);
    await openPanel(page);
    await searchFor(page, 'ipc');
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBe(WIDTHS[name]);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport.width);
    await page.screenshot({ path: screenshotPath(`search-panel-${String(viewport.width)}`) });
    await page.getByRole('group', { name: 'Documentos', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: screenshotPath(`search-panel-documents-${String(viewport.width)}`),
    });
    await page.getByRole('button', { name: 'Ayuda para la búsqueda' }).click();
    await page.getByRole('table').first().waitFor();
    await page.screenshot({
      path: screenshotPath(`search-panel-tips-${String(viewport.width)}`),
    });
    await close();
  });

  it('has a dark style', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const { page, close } = await openPage(viewport, 'es', { colorScheme: 'dark' });
      await openPanel(page);
      await searchFor(page, 'fibra');
      const background = await page
        .getByRole('dialog')
        .evaluate((d) => getComputedStyle(d).backgroundColor);
      expect(background).toBe('rgb(15, 27, 45)');
      await page.screenshot({
        path: screenshotPath(`search-panel-dark-${String(viewport.width)}`),
      });
      await close();
    }
  });
});

describe('search panel: accessibility (axe-core)', () => {
  it.each([
    ['es', 'ipc', 'light'],
    ['en', 'ipc', 'light'],
    ['es', 'ipc', 'dark'],
  ] as const)(
    'has no serious or critical violation while open (%s, %s, %s)',
    async (lang, text, colorScheme) => {
      for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
        const { page, close } = await openPage(viewport, lang, { colorScheme });
        await openPanel(page);
        expect(await seriousViolations(page)).toEqual([]);
        await searchFor(page, text);
        await page.keyboard.press('ArrowDown');
        expect(await seriousViolations(page)).toEqual([]);
        await page
          .getByRole('button', { name: lang === 'es' ? 'Ayuda para la búsqueda' : 'Search help' })
          .click();
        expect(await seriousViolations(page)).toEqual([]);
        await close();
      }
    },
  );

  it('has no serious or critical violation in the no-results and error states', async () => {
    const { page, close } = await openPage();
    await openPanel(page);
    await page.getByRole('combobox').fill('zzzqqq');
    await page
      .getByRole('dialog')
      .locator('p', { hasText: 'No se encontraron coincidencias' })
      .waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expectProblems(page, resourceStatusMessage(502, 'Bad Gateway'));
    await page.route('**/api/search', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'upstream_unavailable',
          message: 'the upstream service is unavailable',
        }),
      }),
    );
    await page.getByRole('combobox').fill('zzzqqqx');
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    // The proxy's error code, in the page's language.
    expect(await alert.textContent()).toContain('El servicio no está disponible.');
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });
});

/**
 * The slide-in search panel in Chromium against the started system (issue 7): every group with
 * and without accents, 'view more' and Enter to the results URL (only the URL is checked), a site
 * token that expires mid-session and the lazy chunk. The keyboard and the dialog:
 * search-panel-keyboard.e2e.ts; screenshots and axe: search-panel-look.e2e.ts.
 */
import { expectProblems, resourceStatusMessage } from './page-problems.js';
import {
  GROUPS,
  groupsOf,
  headerControl,
  openPanel,
  pageOpener,
  path,
  searchFor,
} from './search-panel-page.js';
import { useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser();
const system = () => started.system;
const openPage = pageOpener(started);

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
    // Mid-session: the page has its token, asked for when it first idles after hydration (on a
    // busy machine, after the load's network went quiet).
    await page.waitForFunction(() => document.cookie.includes('bolsa_token='));
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

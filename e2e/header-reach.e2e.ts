/**
 * Issue 38 point 6, in both languages: every header link is in view or one click away at every
 * width from 320 to 1280 px, no navigation starts scrolled, and the mega-menu's hover intent (a
 * diagonal move toward the open panel keeps it open; a move along the row switches). And the
 * mega-menu's basics: opened by hover and by keyboard, and by the burger at 375 px.
 */
import type { Page } from 'playwright-core';
import {
  interactive,
  openPage,
  screenshotPath,
  useSystemAndBrowser,
  VIEWPORTS,
  visit,
} from './system.js';

const started = useSystemAndBrowser();

const LANGS = [
  {
    lang: 'es',
    glossary: '/es/bmv/glosario',
    top: ['Blog', 'Contacto', 'Bolsa de trabajo', 'Sala de prensa'],
    utility: 'Enlaces de interés',
    companies: 'Empresas del Grupo',
    main: 'Menú principal',
    burger: 'Menú',
    more: 'Más enlaces',
    markets: 'Mercados',
    crossed: 'Productos de información',
    along: 'Listado y prospectos',
    futures: 'Futuros',
  },
  {
    lang: 'en',
    glossary: '/en/bmv/glossary',
    top: ['Blog', 'Contact', 'Job board', 'Press room'],
    utility: 'Useful links',
    companies: 'Group companies',
    main: 'Main menu',
    burger: 'Menu',
    more: 'More links',
    markets: 'Markets',
    crossed: 'Information products',
    along: 'Listings and prospectus',
    futures: 'Futures',
  },
] as const;
type Texts = (typeof LANGS)[number];

const WIDTHS = [320, 375, 480, 768, 800, 991, 992, 1200, 1280];

/**
 * The header's links and entries, each with whether the visitor sees it: laid out, inside the
 * screen and inside every box that clips it (a scrolling row shows only part of its entries).
 */
const headerItems = (page: Page, t: Texts) =>
  page.evaluate((names) => {
    const shown = (el: Element) => {
      if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
        return false;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.left < -0.5 || r.right > window.innerWidth + 0.5) return false;
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).overflowX === 'visible') continue;
        const b = a.getBoundingClientRect();
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5) return false;
      }
      return true;
    };
    const navItems = (label: string, selector: string) =>
      [...document.querySelectorAll(`header nav[aria-label="${label}"] ${selector}`)].map((el) => ({
        name: (el.firstChild?.textContent ?? '').trim(),
        shown: shown(el),
      }));
    return {
      top: navItems(names.utility, 'a'),
      companies: navItems(names.companies, 'a'),
      entries: navItems(names.main, 'ul > li > button'),
    };
  }, t);

/** Every element of the header scrolled sideways or down (none should start scrolled). */
const scrolledInHeader = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header *')]
      .filter((el) => el.scrollLeft !== 0 || el.scrollTop !== 0)
      .map((el) => `${el.tagName} ${el.className}`),
  );

describe.each(LANGS)('header links within reach ($lang)', (t) => {
  it.each(WIDTHS)(
    'every link is shown or one click away at %i px; nothing starts scrolled',
    async (width) => {
      const { page, close } = await visit(
        started.browser,
        `${started.system.baseUrl}${t.glossary}`,
        width,
      );
      expect(await scrolledInHeader(page)).toEqual([]);
      const items = await headerItems(page, t);
      expect(items.top.map((i) => i.name)).toEqual(t.top);
      expect(items.companies).toHaveLength(6);
      expect(items.entries).toHaveLength(11);
      await page.screenshot({ path: screenshotPath(`header-reach-${t.lang}-${String(width)}`) });

      const all = [...items.top, ...items.companies, ...items.entries];
      const hidden = all.filter((i) => !i.shown).map((i) => i.name);
      // The controls that show hidden links: the burger below 768 px, "more" where only the last
      // top link fits.
      const openers = [
        page.getByRole('button', { name: t.burger, exact: true }),
        page.locator('header').getByText(t.more, { exact: true }),
      ];
      if (hidden.length > 0) {
        const reached = new Set<string>();
        const visibleOpeners = [];
        for (const opener of openers) if (await opener.isVisible()) visibleOpeners.push(opener);
        expect(visibleOpeners.length).toBeGreaterThan(0);
        for (const opener of visibleOpeners) {
          await opener.click();
          const after = await headerItems(page, t);
          const nowShown = [...after.top, ...after.companies, ...after.entries]
            .filter((i) => i.shown)
            .map((i) => i.name);
          await page.screenshot({
            path: screenshotPath(`header-reach-open-${t.lang}-${String(width)}`),
          });
          if (width === 800 || width === 375) {
            await page.emulateMedia({ colorScheme: 'dark' });
            await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
            await page.screenshot({
              path: screenshotPath(`header-reach-open-dark-${t.lang}-${String(width)}`),
            });
            await page.emulateMedia({ colorScheme: 'light' });
          }
          for (const name of nowShown) reached.add(name);
          await opener.click();
        }
        expect(hidden.filter((name) => !reached.has(name))).toEqual([]);
      }
      await close();
    },
  );
});

/** The centre of a locator's box. */
async function centre(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

describe.each(LANGS)('mega-menu hover intent ($lang)', (t) => {
  const entry = (page: Page, name: string) =>
    page.getByRole('navigation', { name: t.main }).getByRole('button', { name, exact: true });
  const expanded = (page: Page, name: string) => entry(page, name).getAttribute('aria-expanded');
  /** Waits until the one open entry is `name`. */
  const opened = (page: Page, name: string) =>
    page.waitForFunction(
      (n) =>
        document.querySelector('header nav button[aria-expanded="true"]')?.textContent.trim() === n,
      name,
      { timeout: 5000 },
    );

  it.each([1280, 1200])(
    'at %i px a diagonal move to a link keeps the panel open; a move along the row switches',
    async (width) => {
      const { page, close } = await visit(
        started.browser,
        `${started.system.baseUrl}${t.glossary}`,
        width,
      );
      const markets = await centre(page, entry(page, t.markets));
      await page.mouse.move(markets.x, markets.y);
      const futures = page
        .getByRole('navigation', { name: t.main })
        .getByRole('link', { name: t.futures, exact: true });
      await futures.waitFor({ state: 'visible' });
      const target = await centre(page, futures);
      const { box: crossed } = await centre(page, entry(page, t.crossed));
      // The straight path from the entry to the link passes over the next entry.
      const steps = 24;
      const path = Array.from({ length: steps }, (_, i) => ({
        x: markets.x + ((target.x - markets.x) * (i + 1)) / steps,
        y: markets.y + ((target.y - markets.y) * (i + 1)) / steps,
      }));
      expect(
        path.some(
          (p) =>
            p.x >= crossed.x &&
            p.x <= crossed.x + crossed.width &&
            p.y >= crossed.y &&
            p.y <= crossed.y + crossed.height,
        ),
      ).toBe(true);
      await page.mouse.move(target.x, target.y, { steps });
      expect(await expanded(page, t.markets)).toBe('true');
      expect(await expanded(page, t.crossed)).toBe('false');
      expect(await futures.evaluate((el) => el.matches(':hover'))).toBe(true);
      await page.screenshot({ path: screenshotPath(`menu-aim-${t.lang}-${String(width)}`) });

      // Back on the entry, then along the row: the entry the pointer reaches opens.
      await page.mouse.move(markets.x, markets.y, { steps: 8 });
      const along = await centre(page, entry(page, t.along));
      await page.mouse.move(along.x, markets.y, { steps: 12 });
      await opened(page, t.along);
      expect(await expanded(page, t.markets)).toBe('false');

      // A pointer heading toward the panel that stops on another entry: that entry opens.
      await page.mouse.move(markets.x, markets.y, { steps: 8 });
      await opened(page, t.markets);
      const crossedCentre = await centre(page, entry(page, t.crossed));
      await page.mouse.move(crossedCentre.x, crossedCentre.y + crossed.height / 4, { steps: 6 });
      await opened(page, t.crossed);

      // Leaving the menu closes it.
      await page.mouse.move(crossedCentre.x, 700, { steps: 4 });
      await page.mouse.move(5, 700);
      await page.waitForFunction(
        () => document.querySelector('header nav button[aria-expanded="true"]') === null,
        null,
        { timeout: 5000 },
      );
      await close();
    },
  );

  it('at 375 px a tap on an entry opens its links in the burger menu', async () => {
    const { page, close } = await visit(
      started.browser,
      `${started.system.baseUrl}${t.glossary}`,
      375,
    );
    await page.getByRole('button', { name: t.burger, exact: true }).click();
    await entry(page, t.markets).click();
    expect(await expanded(page, t.markets)).toBe('true');
    await page
      .getByRole('navigation', { name: t.main })
      .getByRole('link', { name: t.futures, exact: true })
      .waitFor({ state: 'visible' });
    await close();
  });
});

describe('mega-menu and burger', () => {
  it('opens the mega-menu on hover and closes it on leave', async () => {
    const { page, close } = await openPage(started.browser, { viewport: VIEWPORTS.desktop });
    const response = await page.goto(`${started.system.baseUrl}/es/bmv/glosario`);
    // The panels' sections are not in the page's HTML: they load after the first view.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('>Mercados<');
    expect(html).not.toContain('href="/es/mercados/acciones"');
    await page.waitForLoadState('networkidle');
    await interactive(page);
    const entry = page.getByRole('button', { name: 'Mercados' });
    await entry.hover();
    await page.waitForFunction(
      () => document.querySelector('nav button[aria-expanded="true"]') !== null,
    );
    expect(await entry.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Acciones', exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { name: 'Mercado de capitales' }).isVisible()).toBe(
      true,
    );
    await page.mouse.move(5, 800);
    await page.waitForFunction(
      () => document.querySelector('nav button[aria-expanded="true"]') === null,
    );
    await close();
  });

  it('works by keyboard alone: Enter opens, Tab enters the panel, Escape closes and returns focus', async () => {
    const { page, close } = await openPage(started.browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${started.system.baseUrl}/es/bmv/glosario`);
    await page.waitForLoadState('networkidle');
    await interactive(page);
    const entry = page.getByRole('button', { name: 'Mercados' });
    await entry.focus();
    await page.keyboard.press('Enter');
    expect(await entry.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    const inPanel = await page.evaluate(() => document.activeElement?.closest('[id]')?.id ?? '');
    expect(inPanel).not.toBe('');
    await page.keyboard.press('Escape');
    expect(await entry.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Mercados');
    await close();
  });

  it('shows the burger at 375 px and opens the menu with it', async () => {
    const { page, close } = await openPage(started.browser, { viewport: VIEWPORTS.mobile });
    await page.goto(`${started.system.baseUrl}/es/bmv/glosario`);
    await page.waitForLoadState('networkidle');
    await interactive(page);
    const burger = page.getByRole('button', { name: /menú/i }).first();
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Mercados' }).isVisible()).toBe(false);
    await burger.click();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: 'Mercados' }).isVisible()).toBe(true);
    // The bars' turn into a cross is a transition: shot at its end, not halfway.
    await page.screenshot({ path: screenshotPath('burger-open-375'), animations: 'disabled' });
    await close();
  });
});

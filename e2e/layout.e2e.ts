/**
 * The sizes and breakpoints of specification §2 ("Header", "Glossary"), measured in Chromium's
 * layout: the header from 320 to 1280 px, the mega-menu's dropdown, the glossary's blocks.
 */
import type { Page } from 'playwright-core';
import { interactive, useSystemAndBrowser, visit } from './system.js';

const started = useSystemAndBrowser();
const GLOSSARY = '/es/bmv/glosario';

const open = (path: string, width: number) =>
  visit(started.browser, `${started.system.baseUrl}${path}`, width);

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
};

/** Whether each utility link is shown (hidden ones are out of the accessibility tree). */
const utilityLinksShown = (page: Page) =>
  page
    .locator('nav[aria-label="Enlaces de interés"] li:has(> a)')
    .evaluateAll((items) => items.map((item) => item.checkVisibility()));

describe('header (specification §2)', () => {
  it('below 768 px: the search icon and the burger; the rest opens with the burger', async () => {
    const { page, close } = await open(GLOSSARY, 375);
    await expect(
      page.getByRole('button', { name: 'Buscar', exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('button', { name: 'Buscar en el sitio' }).isVisible(),
    ).resolves.toBe(false);
    const utility = page.getByRole('navigation', { name: 'Enlaces de interés' });
    await expect(utility.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await expect(utility.isVisible()).resolves.toBe(true);
    await close();
  });

  it('768 to 991 px: a 150 px search box and only the last utility link', async () => {
    const { page, close } = await open(GLOSSARY, 800);
    expect((await box(page, 'header button[aria-label="Buscar en el sitio"]')).width).toBe(150);
    await expect(page.getByRole('button', { name: 'Menú', exact: true }).isVisible()).resolves.toBe(
      false,
    );
    expect(await utilityLinksShown(page)).toEqual([false, false, false, true]);
    await close();
  });

  it('from 992 px: a 170 px search box and every utility link', async () => {
    const { page, close } = await open(GLOSSARY, 1000);
    expect((await box(page, 'header button[aria-label="Buscar en el sitio"]')).width).toBe(170);
    expect(await utilityLinksShown(page)).toEqual([true, true, true, true]);
    await close();
  });

  it('at 1280 px: a 56 px bar, 1110 px wide, and a 1050 px dropdown', async () => {
    const { page, close } = await open(GLOSSARY, 1280);
    const logo = await page.getByRole('link', { name: /página de inicio/ }).boundingBox();
    expect(logo?.height).toBe(56);
    expect((await box(page, 'header > div')).width).toBe(1110);
    const entry = page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('button')
      .first();
    await entry.click();
    const panelId = await entry.getAttribute('aria-controls');
    expect((await box(page, `[id="${String(panelId)}"]`)).width).toBe(1050);
    await close();
  });

  it.each(['reduce', 'no-preference'] as const)(
    'moves the burger and the dropdown only without reduced motion (%s)',
    async (reducedMotion) => {
      const context = await started.browser.newContext({
        viewport: { width: 1280, height: 900 },
        reducedMotion,
      });
      const page = await context.newPage();
      await page.goto(`${started.system.baseUrl}${GLOSSARY}`);
      await interactive(page);
      const entry = page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('button')
        .first();
      await entry.click();
      const panelId = String(await entry.getAttribute('aria-controls'));
      const animation = await page
        .locator(`[id="${panelId}"]`)
        .evaluate((panel) => getComputedStyle(panel).animationName);
      const transition = await page
        .locator('header [aria-label="Menú"] span')
        .evaluate((bars) => getComputedStyle(bars).transitionDuration);
      if (reducedMotion === 'reduce') {
        expect(animation).toBe('none');
        expect(parseFloat(transition)).toBeLessThan(0.001);
      } else {
        expect(animation).not.toBe('none');
        expect(parseFloat(transition)).toBeGreaterThanOrEqual(0.1);
      }
      await context.close();
    },
  );

  /** The header's element count at the first frame and once the document is parsed. */
  interface HeaderSeen {
    firstFrame?: number;
    parsed?: number;
  }

  // A slow phone's parser yields to paint before the page is parsed: a frame drawn with half the
  // header would move its search box and links when the rest arrived (a layout shift).
  it.each([375, 1280])('paints its first frame with the whole header at %i px', async (width) => {
    const context = await started.browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(() => {
      // How much of the header the document holds: at the first frame, and once it is parsed.
      const headerElements = () => document.querySelector('header')?.querySelectorAll('*').length;
      const seen = window as unknown as HeaderSeen;
      requestAnimationFrame(() => (seen.firstFrame = headerElements()));
      document.addEventListener('DOMContentLoaded', () => (seen.parsed = headerElements()));
    });
    for (const path of [GLOSSARY, '/en/bmv/search/grupo?tab=1&page=2']) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(`${started.system.baseUrl}${path}`);
      const seen = await page.waitForFunction(() => {
        const { firstFrame, parsed } = window as unknown as HeaderSeen;
        return parsed !== undefined && { firstFrame, parsed };
      });
      const { firstFrame, parsed } = (await seen.jsonValue()) as HeaderSeen;
      expect(parsed).toBeGreaterThan(0);
      expect(firstFrame).toBe(parsed);
      await page.close();
    }
    await context.close();
  });
});

describe('glossary (specification §2, 1280 × 900)', () => {
  const finder = 'section[aria-label="Buscador del glosario"]';
  const count = `${finder} p[aria-live]`;

  it('a finder at least 90vh tall with a bar that sticks to the top', async () => {
    const { page, close } = await open(GLOSSARY, 1280);
    const section = await box(page, finder);
    expect(section.height).toBeGreaterThanOrEqual(810);
    await page.evaluate((top) => {
      scrollTo(0, top + 300);
    }, section.y);
    const bar = await page.locator(`${finder} > div`).first().boundingBox();
    expect(bar?.y).toBe(0);
    await close();
  });

  it('results at least 80vh tall, the page 60 px above the footer, the letter underlined', async () => {
    const { page, close } = await open(GLOSSARY, 1280);
    const results = await page.locator(count).evaluate((p) => {
      const container = p.parentElement;
      return container ? container.getBoundingClientRect().height : 0;
    });
    expect(results).toBeGreaterThanOrEqual(720);
    const margin = await page.locator('main h1').evaluate((h1) => {
      const block = h1.closest('main > *');
      return block ? getComputedStyle(block).marginBottom : '';
    });
    expect(margin).toBe('60px');
    const pressed = await page
      .locator(`${finder} [aria-current="true"]`)
      .evaluate((letter) => getComputedStyle(letter).textDecorationLine);
    expect(pressed).toBe('underline');
    await close();
  });

  it('a no-results block 90vh tall', async () => {
    const { page, close } = await open(`${GLOSSARY}?q=zzqqxxww`, 1280);
    const none = await page.locator(`${count} + p`).boundingBox();
    expect(none?.height).toBe(810);
    await close();
  });

  it('cards out of view skipped by layout, the last ones laid out with the page', async () => {
    const { page, close } = await open(GLOSSARY, 1280);
    const visibility = await page
      .locator(`${finder} li`)
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).contentVisibility));
    expect(visibility.length).toBeGreaterThan(6);
    expect(visibility[0]).toBe('auto');
    expect(visibility.slice(-6)).toEqual(Array(6).fill('visible'));
    await close();
  });
});

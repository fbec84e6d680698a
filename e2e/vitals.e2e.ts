/**
 * Issue 36, point 5: a visitor's browser reports the page's vitals when the page is left, and the
 * proxy counts them by page type and metric on its operators' listener (decision 114). A system
 * of its own, so that no other suite's visitors move the counts.
 */
import type { Page } from 'playwright-core';
import { useSystemAndBrowser, visit } from './system.js';

// A system of its own: the counters it reads must move by its own visits only.
const started = useSystemAndBrowser({ DOCUMENT_COUNT: '2000' });

/** The count of each metric's histogram for `page` on the proxy's operators' listener. */
async function counts(page: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${started.system.opsUrl}/metrics`)).text();
  const found: Record<string, number> = {};
  for (const [, labels = '', value = ''] of text.matchAll(
    /^proxy_web_vitals_(?:seconds|cls)_count\{([^}]*)\} (\S+)$/gm,
  )) {
    if (!labels.includes(`page="${page}"`)) continue;
    found[/metric="(\w+)"/.exec(labels)?.[1] ?? 'CLS'] = Number(value);
  }
  return found;
}

/** Resolves once the reporter's chunk has loaded (in idle time after hydration). */
const reporterLoaded = (page: Page) =>
  page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((e) => /\/assets\/vitals-[\w-]+\.js$/.test(e.name)),
  );

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  return read();
}

describe('real-user vitals', () => {
  it.each([
    ['es', 375, '/es/bmv/glosario', 'glossary'],
    ['en', 1280, '/en/bmv/glossary/Derivative', 'term'],
  ])(
    '%s at %i px: leaving %s counts its TTFB, LCP, CLS and INP as a %s page',
    async (_lang, width, path, type) => {
      const before = await counts(type);
      const { page, close } = await visit(
        started.browser,
        `${started.system.baseUrl}${path}`,
        width,
      );
      await reporterLoaded(page);
      // An interaction, as a reader's click on the heading: INP has something to measure.
      await page.locator('h1').first().click();
      await page.keyboard.press('End');
      // The browser times the interaction, then hands the entry to the reporter's observer after
      // a frame: leaving before that would leave INP with nothing to report.
      await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestAnimationFrame(() => {
              requestAnimationFrame(() => setTimeout(resolve, 100));
            });
          }),
      );
      // Leaving for another document hides this one: the beacon goes on `visibilitychange`.
      await page.goto('about:blank');
      const after = await until(
        () => counts(type),
        (c) => ['TTFB', 'LCP', 'CLS', 'INP'].every((m) => (c[m] ?? 0) > (before[m] ?? 0)),
      );
      // One of each: one beacon, of the page type and the values only (the proxy refuses a
      // body with anything more, a URL or an id, and would have counted nothing).
      for (const metric of ['TTFB', 'LCP', 'CLS', 'INP']) {
        expect([metric, after[metric]]).toEqual([metric, (before[metric] ?? 0) + 1]);
      }
      await close();
    },
  );

  it('sends nothing without JavaScript', async () => {
    const before = await counts('glossary');
    const { page, close } = await visit(
      started.browser,
      `${started.system.baseUrl}/es/bmv/glosario`,
      1280,
      false,
    );
    await page.locator('h1').first().click();
    await page.goto('about:blank');
    await close();
    // The same page with JavaScript reports: once its count moves, this one's would have too.
    const { page: other, close: closeOther } = await visit(
      started.browser,
      `${started.system.baseUrl}/es/bmv/glosario`,
      1280,
    );
    await reporterLoaded(other);
    await other.goto('about:blank');
    const after = await until(
      () => counts('glossary'),
      (c) => (c.TTFB ?? 0) > (before.TTFB ?? 0),
    );
    expect(after.TTFB).toBe((before.TTFB ?? 0) + 1);
    await closeOther();
  });
});

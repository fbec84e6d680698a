/**
 * Pages the browser tests reuse within a test file. A new context and its page cost Chromium a
 * renderer process and a cold cache, more than the visit itself (decision 125). A page given
 * back is reset to what a new visitor brings: no cookies, storage, permissions, routes,
 * listeners or media emulation, on a blank document. The browser's HTTP cache stays, as a
 * returning visitor's would: a test of what a first visit fetches opens a context of its own.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** A page of the pool, the test's until it calls `close`. */
export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Resets the page and gives it back (closes it, if it was closed or crashed). */
  close: () => Promise<void>;
}

/** Free pages per browser and context options. */
const free = new WeakMap<Browser, Map<string, Page[]>>();

/** Playwright's viewport for a context opened without one, which a reused page must take again. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Back to a new visitor's page: what the browser tests change in a context, undone. */
async function reset(page: Page, options: BrowserContextOptions): Promise<void> {
  const context = page.context();
  for (const other of context.pages()) if (other !== page) await other.close();
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  // Session storage belongs to the tab, so a new document of the site would still see it.
  if (options.javaScriptEnabled !== false && page.url().startsWith('http'))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  await page.goto('about:blank');
  await context.clearCookies();
  await context.clearPermissions();
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    forcedColors: options.forcedColors ?? 'none',
  });
}

/**
 * A blank page in a context with `options`: a free one of the pool (its context's options the
 * same but the viewport, which it takes), or a new one. The fixture (page-problems.ts) watches
 * it as any other.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const { viewport = DEFAULT_VIEWPORT, ...contextOptions } = options;
  // Without a viewport (null) the window's size applies: such pages are pooled apart.
  const key = JSON.stringify({ ...contextOptions, emulated: viewport !== null });
  const pools = free.get(browser) ?? new Map<string, Page[]>();
  free.set(browser, pools);
  const pool = pools.get(key) ?? [];
  pools.set(key, pool);
  let page = pool.pop();
  if (page && viewport) await page.setViewportSize(viewport);
  else page = await (await browser.newContext({ ...contextOptions, viewport })).newPage();
  const opened = page;
  let given = false;
  const close = async () => {
    // Given back once: a second call must not hand the page to two tests.
    if (given) return;
    given = true;
    if (opened.isClosed()) return opened.context().close();
    try {
      await reset(opened, contextOptions);
      pool.push(opened);
    } catch {
      // A page that cannot be reset (crashed, or its browser closing) is not reused.
      await opened.context().close();
    }
  };
  return { page: opened, context: opened.context(), close };
}

/**
 * The flags browsers are started with through Playwright (e2e/chromium.mjs): they keep every
 * feature Playwright itself turns off, and a new context's window preloads none of the address
 * bar's popups. Fails the day Playwright changes its list (copy the new one), and the day
 * Chromium no longer preloads the popups (the extra features can go).
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  PLAYWRIGHT_CHROMIUM_ARGS,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNUSED_BROWSER_UI_FEATURES,
} from './chromium.mjs';

interface Started {
  /** The features the last `--disable-features` names: the ones Chromium turns off. */
  disabled: string[];
  /** The browser's own pages after a new context has opened a page. */
  browserUi: string[];
}

async function startedWith(args: string[]): Promise<Started> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args });
  try {
    // The browser process's command line as Linux has it (CDP gives it only under automation).
    const argv = readFileSync(`/proc/${String(server.process().pid)}/cmdline`, 'utf8').split('\0');
    const browser = await chromium.connect(server.wsEndpoint());
    const cdp = await browser.newBrowserCDPSession();
    const last = argv.filter((a) => a.startsWith('--disable-features=')).at(-1) ?? '';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<p>page</p>');
    // The window's preloads start with it; give them the time a page load would.
    await page.waitForTimeout(500);
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    return {
      disabled: last.slice('--disable-features='.length).split(',').filter(Boolean),
      browserUi: targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url),
    };
  } finally {
    await server.close();
  }
}

describe("Chromium's flags", () => {
  // One browser with Playwright's flags alone, one with ours.
  let plain: Started;
  let ours: Started;
  beforeAll(async () => {
    plain = await startedWith(CHROMIUM_ARGS);
    ours = await startedWith(PLAYWRIGHT_CHROMIUM_ARGS);
  });

  it("keep Playwright's own disabled features, which a second --disable-features would drop", () => {
    expect([...plain.disabled].sort()).toEqual([...PLAYWRIGHT_DISABLED_FEATURES].sort());
    expect([...ours.disabled].sort()).toEqual(
      [...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI_FEATURES].sort(),
    );
  });

  it("open a new context's window without the address bar's popups, which Chromium would preload", () => {
    expect(plain.browserUi.some((url) => url.startsWith('chrome://omnibox-popup'))).toBe(true);
    expect(ours.browserUi).toEqual([]);
  });
});

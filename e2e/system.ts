/**
 * Browser tests' helpers: the started system (services.ts, re-exported here for the suites),
 * Debian's Chromium through playwright-core, and the steps every suite takes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './chromium.mjs';
import { openPage } from './page-pool.js';
import { watchBrowser } from './page-problems.js';
import {
  artifactsDir,
  BROWSER_TEST_ENV,
  sharedSystem,
  startSystem,
  type RunningSystem,
  type SharedSystemName,
} from './services.js';

export * from './services.js';
export { openPage } from './page-pool.js';

/** Debian's Chromium, every page of which the test fixture watches (page-problems.ts). */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(artifactsDir, { recursive: true });
  return watchBrowser(
    await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS }),
  );
}

/**
 * Resolves once the page is interactive: the root layout marks `<html data-hydrated>` after
 * hydration. Clicks before it do nothing (the page hydrates after its first paint, in a
 * transition), and the network can be idle before it.
 */
export const interactive = (page: Page) =>
  page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });

export const screenshotPath = (name: string) => path.join(artifactsDir, `${name}.png`);

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

/** The widths every feature is checked at (a phone's and a desktop's). */
export const WIDTHS = [VIEWPORTS.mobile.width, VIEWPORTS.desktop.width] as const;

/**
 * For a test file: a shared system (`default` unless named), or with `env` a system of its own
 * started for the file (the browser tests' settings with `env` over them), and a Chromium of its
 * own; a system of its own and the browser are stopped after the file. Read `system` and `browser`
 * inside tests (they are set by `beforeAll`).
 */
export function useSystemAndBrowser(env?: Record<string, string> | SharedSystemName): {
  system: RunningSystem;
  browser: Browser;
} {
  const started = {} as { system: RunningSystem; browser: Browser };
  beforeAll(async () => {
    started.system =
      typeof env === 'object'
        ? await startSystem({ ...BROWSER_TEST_ENV, ...env })
        : sharedSystem(env);
    started.browser = await launchBrowser();
  });
  afterAll(async () => {
    await started.browser.close();
    await started.system.stop();
  });
  return started;
}

/**
 * Opens `url` in a page `width` px wide (900 high), with or without JavaScript (page-pool.ts),
 * expects status 200 and waits until the page is interactive; `close` gives the page back. The
 * fixture (page-problems.ts) watches its console, errors and requests.
 */
export async function visit(browser: Browser, url: string, width = 1280, javaScriptEnabled = true) {
  const { page, close } = await openPage(browser, {
    viewport: { width, height: 900 },
    javaScriptEnabled,
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) await interactive(page);
  return { page, close };
}

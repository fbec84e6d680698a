// Debian's Chromium as the browser tests, Lighthouse runs and benchmarks start it: one list of
// flags for all of them, so a measured browser is the tested one.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * The features Playwright turns off in every Chromium it starts (its own `--disable-features`).
 * Chromium keeps only the last `--disable-features` of its command line, and Playwright does not
 * merge a caller's with its own, so a caller that turns one more off repeats this list.
 * `e2e/chromium-flags.e2e.ts` holds it equal to what the installed Playwright passes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AutoDeElevate',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'BlockOriginHeaderModificationOnRedirect',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'Translate',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

/**
 * Browser chrome that headless Chromium preloads for every new window, which Playwright opens for
 * every new context: the address bar's WebUI popups, each in a renderer process of its own that
 * costs about as much CPU as the page the test opens. No page can show them.
 */
export const UNUSED_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags for Chromium started through Playwright (browser tests, bench:panel, bench:pages). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI_FEATURES].join(',')}`,
];

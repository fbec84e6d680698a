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

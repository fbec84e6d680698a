// Part 4 of the web benchmark (bench/web.bench.mjs): the pages' start-up read in the page, in
// Chromium over a DevTools pipe, with and without DevTools' Runtime domain. Reported, not checked.
import { CHROMIUM_ARGS } from '../../e2e/chromium.mjs';
import { loadAvg } from '../lib/cli.mjs';
import { median } from '../lib/stats.mjs';

/**
 * 4. The same pages in Chromium with the same throttling applied (4x CPU; slow 4G as Lighthouse
 * applies it), read in the page (long tasks, paints and layout shifts through
 * `PerformanceObserver`), driven over a pipe with only the DevTools domains the throttling needs:
 * once as a visitor's browser runs (no `Runtime` domain) and once with DevTools' `Runtime` domain
 * enabled, as Lighthouse and Playwright enable it. With it on, every `Error` a script creates
 * captures a detailed stack, whose source positions V8 gets by parsing the functions on the stack
 * again: React creates five at its module's start, inside the function of some 200 kB that wraps
 * react-dom and under the top level of the 435 kB entry chunk. Reported, not checked: the checked
 * figures are Lighthouse's.
 */
export async function measureStartUp({ chromePath, report }, baseUrl, pages, runs = 3) {
  const { launchPipe } = await import('../lib/cdp-pipe.mjs');
  const browser = launchPipe(chromePath, CHROMIUM_ARGS);
  // Lighthouse's mobile device and its slow-4G profile as DevTools applies it (constants.js:
  // request latency 150 ms x 3.75, throughput 1.6 Mbps x 0.9 down, 750 kbps x 0.9 up).
  const network = {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
    uploadThroughput: (750 * 0.9 * 1024) / 8,
  };
  const observe = `(() => {
    const seen = { tasks: [], fcp: null, lcp: null, cls: 0 };
    window.__benchStart = seen;
    const on = (type, take) => new PerformanceObserver((list) => list.getEntries().forEach(take))
      .observe({ type, buffered: true });
    on('longtask', (e) => seen.tasks.push([e.startTime, e.duration]));
    on('paint', (e) => { if (e.name === 'first-contentful-paint') seen.fcp = e.startTime; });
    on('largest-contentful-paint', (e) => { seen.lcp = e.startTime; });
    on('layout-shift', (e) => { if (!e.hadRecentInput) seen.cls += e.value; });
  })();`;
  const read = `JSON.stringify({ now: performance.now(), complete: document.readyState === 'complete',
    ...window.__benchStart })`;
  const once = async (url, runtime) => {
    const { browserContextId } = await browser.send('Target.createBrowserContext');
    try {
      const { targetId } = await browser.send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await browser.send('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      const send = (method, params) => browser.send(method, params, sessionId);
      await send('Page.enable');
      await send('Network.enable');
      await send('Network.emulateNetworkConditions', network);
      await send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await send('Emulation.setDeviceMetricsOverride', {
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        mobile: true,
      });
      await send('Page.addScriptToEvaluateOnNewDocument', { source: observe });
      if (runtime) await send('Runtime.enable');
      await send('Page.navigate', { url });
      // Until the page has loaded and 5 s have passed without a long task (at most 30 s).
      const started = Date.now();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const { result } = await send('Runtime.evaluate', {
          expression: read,
          returnByValue: true,
        });
        const seen = typeof result.value === 'string' ? JSON.parse(result.value) : null;
        const lastEnd = Math.max(0, ...(seen?.tasks ?? []).map(([start, d]) => start + d));
        if (seen?.complete && seen.fcp !== null && seen.now - lastEnd >= 5000) return seen;
        if (Date.now() - started > 30_000) throw new Error(`${url}: no quiet 5 s within 30 s`);
      }
    } finally {
      await browser.send('Target.disposeBrowserContext', { browserContextId });
    }
  };
  try {
    console.log(
      `\nStart-up read in the page, throttling applied as above, ${runs} loads per page and mode, medians (load average ${loadAvg()})`,
    );
    console.log('| page | DevTools Runtime domain | TBT ms | longest task ms | LCP s | CLS |');
    console.log('|---|---|---|---|---|---|');
    for (const page of pages) {
      const byMode = { off: [], on: [] };
      // Alternated, so that a slow spell of the machine weighs on both.
      for (let i = 0; i < runs; i++) {
        for (const mode of ['off', 'on'])
          byMode[mode].push(await once(`${baseUrl}${page}`, mode === 'on'));
      }
      for (const mode of ['off', 'on']) {
        const loads = byMode[mode];
        report.startUp.push({ page, runtimeDomain: mode, loads });
        const tbt = loads.map((seen) =>
          seen.tasks
            .filter(([start]) => start >= seen.fcp)
            .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
        );
        const longest = loads.map((seen) => Math.max(0, ...seen.tasks.map(([, d]) => d)));
        console.log(
          `| ${page} | ${mode === 'on' ? 'on (as Lighthouse)' : 'off (as a visitor)'} | ${Math.round(median(tbt))} | ${Math.round(median(longest))} | ${(median(loads.map((seen) => seen.lcp ?? NaN)) / 1000).toFixed(2)} | ${median(loads.map((seen) => seen.cls)).toFixed(3)} |`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

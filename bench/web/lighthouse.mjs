// Part 3 of the web benchmark (bench/web.bench.mjs): Lighthouse 12 (its default mobile profile)
// in Debian's Chromium against the started built system, once each page is warm: LCP, CLS and TBT
// with the throttling applied (checked) and simulated (reported; docs/decisions/011), then part 4
// (bench/web/start-up.mjs) on the same pages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../e2e/chromium.mjs';
import { loadAvg } from '../lib/cli.mjs';
import { startSystem, stopAll } from '../lib/processes.mjs';
import { median } from '../lib/stats.mjs';
import { measureStartUp } from './start-up.mjs';

/**
 * Every page type (issue 35: the targets hold on each), in Spanish, and the glossary and a term in
 * English too. The error page answers 404, which Lighthouse measures only when told to.
 */
export const PAGES = [
  { type: 'home', url: '/es' },
  { type: 'glossary', url: '/es/bmv/glosario' },
  { type: 'glossary', url: '/en/bmv/glossary' },
  { type: 'term', url: '/es/bmv/glosario/Acci%C3%B3n' },
  { type: 'term', url: '/en/bmv/glossary/Dividend' },
  { type: 'results', url: '/es/bmv/busqueda/bolsa?tab=1' },
  { type: 'documents', url: '/es/bmv/busqueda/reporte?tab=2' },
  { type: 'contact', url: '/es/contacto' },
  { type: 'legal', url: '/es/cookies' },
  { type: 'issuer', url: '/es/bmv/emisoras/AMX' },
  { type: 'error', url: '/es/pagina-que-no-existe', notFound: true },
];

/** Runs Lighthouse and the start-up reading into `report`, unless --skip-lighthouse. */
export async function measureLighthouse({ root, opts, targets, chromePath, report, check }) {
  if (opts.skipLighthouse) {
    console.log('\nLighthouse: skipped (--skip-lighthouse)');
  } else if (!existsSync(chromePath)) {
    // Said plainly, before the system starts, where launching a missing browser threw from an event.
    console.log(
      `\nLighthouse: no browser at ${chromePath} (install Debian's chromium as root, or set CHROME_PATH)`,
    );
    check('LCP, CLS and TBT measured', false, `no browser at ${chromePath}`);
  } else {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const system = await startSystem(root, {
      proxyEnv: {
        NODE_ENV: 'production',
        SITE_TOKEN_SECRET: 'bench-web-site-token-secret-0123456789abcdef',
      },
    });
    let chrome;
    try {
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
      const pages = PAGES.filter((p) => !opts.pageTypes || opts.pageTypes.includes(p.type));
      // A production server is warm: its first render of a page (cold code, an empty content
      // micro-cache, the upstream's first answer) is not what visitors get.
      for (const { url } of pages) {
        for (let i = 0; i < 5; i++) await (await fetch(`${system.baseUrl}${url}`)).text();
      }
      const version = JSON.parse(
        readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
      ).version;
      /** One Lighthouse run of `page` with `settings` (undefined: its defaults). */
      const lighthouseRun = async ({ url, notFound = false }, settings) => {
        const runner = await lighthouse(
          `${system.baseUrl}${url}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          {
            extends: 'lighthouse:default',
            settings: { ...settings, ignoreStatusCode: notFound },
          },
        );
        const lhr = runner?.lhr;
        if (!lhr || lhr.runtimeError) {
          throw new Error(
            `Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`,
          );
        }
        const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
        return {
          lcp: metric('largest-contentful-paint'),
          cls: metric('cumulative-layout-shift'),
          tbt: metric('total-blocking-time'),
          fcp: metric('first-contentful-paint'),
          score: lhr.categories.performance?.score ?? 0,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        };
      };
      // Two modes with the same profile (slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU): the throttling
      // applied to Chromium while the page loads ('devtools'), which is measured and is what the
      // targets are checked on, and Lighthouse's default, which simulates it from an unthrottled
      // load (Lantern), reported beside it and checked only with --check-simulated. On the loopback
      // the scripts arrive before an unthrottled load's first paint, and Lantern cannot see when a
      // module script runs (Lighthouse #17163), so it counts the scripts as blocking the paint
      // (docs/decisions/011-load-targets-measured-with-applied-throttling.md). Each page --lighthouse-runs
      // times per mode (the pages in turn, so that a slow spell of the machine weighs on all), the
      // median checked, as Lighthouse's documentation advises for its variance.
      for (const [mode, settings, checked] of [
        ['applied', { throttlingMethod: 'devtools' }, true],
        ['simulated', {}, opts.checkSimulated],
      ]) {
        console.log(
          `\nLighthouse ${version}, default mobile profile (slow 4G, 4x CPU), throttling ${mode}, in ${chromePath}, ${opts.lighthouseRuns} run(s) per page: median (lowest to highest); ${checked ? 'checked' : 'reported, not checked'} (load average ${loadAvg()})`,
        );
        console.log('| page | LCP s | CLS | TBT ms | FCP s | performance | benchmark index |');
        console.log('|---|---|---|---|---|---|---|');
        const runsOf = new Map(pages.map((page) => [page, []]));
        for (let i = 0; i < opts.lighthouseRuns; i++) {
          for (const page of pages) runsOf.get(page).push(await lighthouseRun(page, settings));
        }
        for (const page of pages) {
          const runs = runsOf.get(page);
          report.lighthouse.push({ mode, page: page.url, type: page.type, runs });
          const figure = (key, format) => {
            const values = runs.map((run) => run[key]);
            const range =
              runs.length > 1
                ? ` (${format(Math.min(...values))} to ${format(Math.max(...values))})`
                : '';
            const value = median(values);
            return { value, text: `${format(value)}${range}` };
          };
          const seconds = (ms) => (ms / 1000).toFixed(2);
          const lcp = figure('lcp', seconds);
          const cls = figure('cls', (v) => v.toFixed(3));
          const tbt = figure('tbt', (v) => String(Math.round(v)));
          console.log(
            `| ${page.type} ${page.url} | ${lcp.text} | ${cls.text} | ${tbt.text} | ${figure('fcp', seconds).text} | ${figure('score', (v) => String(Math.round(v * 100))).text} | ${figure('benchmarkIndex', (v) => String(Math.round(v))).text} |`,
          );
          if (!checked) continue;
          check(
            `LCP <= ${targets.lcpMs / 1000} s (${mode}): ${page.url}`,
            lcp.value <= targets.lcpMs,
            `${lcp.text} s`,
          );
          check(`CLS <= ${targets.cls} (${mode}): ${page.url}`, cls.value <= targets.cls, cls.text);
          check(
            `TBT <= ${targets.tbtMs} ms (${mode}): ${page.url}`,
            tbt.value <= targets.tbtMs,
            `${tbt.text} ms`,
          );
        }
      }
      await measureStartUp(
        { chromePath, report },
        system.baseUrl,
        pages.map((p) => p.url),
      );
    } finally {
      await chrome?.kill();
      await system.stop();
      await stopAll();
    }
  }
}

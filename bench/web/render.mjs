// Part 2 of the web benchmark (bench/web.bench.mjs): server render time without upstream time.
// The client's built server entry renders each page in-process from the reference upstream's
// answers recorded beforehand, each render timed with the proxy's assembly of the page.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadAvg } from '../lib/cli.mjs';
import { kb, kib, percentile } from '../lib/stats.mjs';

/** Times the pages' renders ("served" and "cold") into `report.renders` and checks their targets. */
export async function measureRenders({ root, opts, targets, report, check }) {
  process.env.NODE_ENV = 'production';
  const up = (p) => pathToFileURL(path.join(root, 'dist/node/upstream/src', p)).href;
  const { buildUpstream } = await import(up('app.js'));
  const { loadUpstreamConfig } = await import(up('config.js'));
  const upstream = await buildUpstream({
    config: loadUpstreamConfig({
      DOCUMENT_STORE: 'memory',
      DOCUMENT_COUNT: '100',
      LOG_LEVEL: 'silent',
    }),
  });
  const token = (
    await upstream.inject({
      method: 'GET',
      url: '/rest/tokenservice/token?grant_type=client_credentials',
      headers: {
        authorization: `Basic ${Buffer.from('bolsa-sitio-dev:dev-only-secret-change-me').toString('base64')}`,
      },
    })
  ).json().response.access_token;
  /** The upstream's answers by request, as text, recorded on first use. */
  const recorded = new Map();
  const parsedOnce = new Map();
  async function answerText(service, body) {
    const key = JSON.stringify([service, body]);
    if (!recorded.has(key)) {
      const res = await upstream.inject({
        method: 'POST',
        url: `/api/${service}service/v1`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      recorded.set(key, res.body);
    }
    return { key, text: recorded.get(key) };
  }
  /** `served`: the same parsed answer each time, as the proxy's micro-cache gives; else parsed anew. */
  const transportOf = (served) => ({
    needsToken: false,
    async call(service, body) {
      const { key, text } = await answerText(service, body);
      if (!served) return { status: 200, body: JSON.parse(text) };
      if (!parsedOnce.has(key)) parsedOnce.set(key, JSON.parse(text));
      return { status: 200, body: parsedOnce.get(key) };
    },
    fetchToken: async () => null,
    storeToken() {},
  });
  const { render } = await import(
    pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href
  );
  const { DEFAULT_SITE_CONFIG } = await import(
    pathToFileURL(path.join(root, 'dist/node/shared/branding.js')).href
  );
  // The proxy's own assembly of a rendered page (proxy/src/pages/template.ts), with the template as
  // the proxy loads it (the entry's stylesheet inlined; the route's, which the proxy adds, are left out).
  const { cutTemplate, fillTemplate, loadBuiltRenderer } = await import(
    pathToFileURL(path.join(root, 'dist/node/proxy/src/pages/template.js')).href
  );
  const built = await loadBuiltRenderer(
    path.join(root, 'dist/client'),
    path.join(root, 'dist/server/entry-server.js'),
  );
  if (!built) throw new Error('no built client: run `npm run build`');
  // Cut once, as the proxy does when it loads the template.
  const pageTemplate = cutTemplate(built.template);

  /** One render of `url` and the proxy's assembly of its page, as a page request does it. */
  async function renderPage(url, transport) {
    const result = await render({
      url: `http://127.0.0.1${url}`,
      langCookie: null,
      site: DEFAULT_SITE_CONFIG,
      transport,
    });
    if (result.kind !== 'page' || result.status !== 200) throw new Error(`${url}: ${result.kind}`);
    // The page as the proxy sends it: the template filled in, as UTF-8 bytes.
    return fillTemplate(pageTemplate, { ...result, routeHead: '' });
  }

  // A server answers each request in a task of its own, and its timers run between them (RTK
  // Query's 500 ms subscription sync among them). Renders awaited back to back never leave the
  // microtask queue, so no timer fired during the run and every request's store stayed reachable
  // until the end: the heap grew by about 13 KB per render, which no server does.
  const nextTask = () => new Promise((resolve) => setImmediate(resolve));

  async function warmUp(url, served) {
    const transport = transportOf(served);
    for (let i = 0; i < opts.warmup; i++) {
      await renderPage(url, transport);
      await nextTask();
    }
  }

  /** `url`'s renders timed, once warmed up (`warmUp`). */
  async function timeRenders(url, served) {
    const transport = transportOf(served);
    const wall = [];
    const cpu = [];
    let size = 0;
    for (let i = 0; i < opts.renders; i++) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const page = await renderPage(url, transport);
      size = page.length;
      const used = process.cpuUsage(cpuStarted);
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
      await nextTask();
    }
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return {
      p50: percentile(wall, 50),
      p99: percentile(wall, 99),
      cpuP50: percentile(cpu, 50),
      size,
    };
  }

  /**
   * The issue's yardstick, measured in the same process after the pages' served renders:
   * `renderToString` of a 16 kB page of plain markup (0.19 ms p50 when the issue was written). This
   * machine's speed varies by a half from one hour to the next; the reference says how fast it was
   * during this run. Not a target.
   */
  async function referenceRender() {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const rows = Array.from(
      { length: 226 },
      (_, i) => `Párrafo ${String(i).padStart(3, '0')} de la página de referencia, con texto.`,
    );
    const page = () =>
      createElement(
        'main',
        null,
        rows.map((text, i) => createElement('p', { key: i, className: 'row' }, text)),
      );
    const bytes = Buffer.byteLength(renderToString(page()));
    for (let i = 0; i < opts.warmup; i++) renderToString(page());
    const times = [];
    for (let i = 0; i < opts.renders; i++) {
      const started = performance.now();
      renderToString(page());
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { bytes, p50: percentile(times, 50) };
  }

  const RENDERED = [
    '/es/bmv/glosario',
    '/es/bmv/glosario/Casa_de_bolsa',
    '/en/bmv/glossary/Dividend',
  ];
  // A warm server has rendered every page: all are warmed up before any is timed, so that no page's
  // figures carry the process's start (its heap growing to its working size, code reaching its last
  // tier). Timed first without this, the glossary's p50 read 1.22 ms, and 1.02 ms when timed again
  // later in the same run (2026-11-23). The cold renders (a parse of the answer each, the glossary's
  // 520 kB) come after all the served ones: a server makes one per page and language per TTL, and
  // their garbage, collected while the next page was timed, showed as CPU time above the wall time.
  for (const url of RENDERED) await warmUp(url, true);
  const servedTimes = [];
  for (const url of RENDERED) servedTimes.push(await timeRenders(url, true));
  // The yardstick in the same state of the process, between the pages' timings (measured first, at
  // the process's start, it moved between 0.085 and 0.151 ms in consecutive runs).
  const reference = await referenceRender();
  console.log(
    `\nServer render without upstream time (${opts.renders} renders per page after ${opts.warmup} warm-ups; load average ${loadAvg()})`,
  );
  console.log(
    `Reference: renderToString of a ${kb(reference.bytes)} kB page of plain markup, p50 ${reference.p50.toFixed(3)} ms (0.19 ms when issue 6 was written)`,
  );
  console.log(
    '| page | served p50 ms | served p99 ms | CPU p50 ms | cold p50 ms | cold p99 ms | page KiB |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [i, url] of RENDERED.entries()) {
    const served = servedTimes[i];
    await warmUp(url, false);
    const cold = await timeRenders(url, false);
    report.renders.push({ url, served, cold });
    console.log(
      `| ${url} | ${served.p50.toFixed(2)} | ${served.p99.toFixed(2)} | ${served.cpuP50.toFixed(2)} | ${cold.p50.toFixed(2)} | ${cold.p99.toFixed(2)} | ${kib(served.size)} |`,
    );
    check(
      `render p50 <= ${targets.renderP50Ms} ms: ${url}`,
      served.p50 <= targets.renderP50Ms,
      `${served.p50.toFixed(2)} ms`,
    );
    check(
      `render p99 <= ${targets.renderP99Ms} ms: ${url}`,
      served.p99 <= targets.renderP99Ms,
      `${served.p99.toFixed(2)} ms`,
    );
  }
  await upstream.close();
}

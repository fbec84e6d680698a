/**
 * An outage ridden out (issue 36, decision 113): with the site warmed by its sitemap, the upstream
 * stopped and one proxy instance restarted, every glossary and term page of the sitemap, in both
 * languages, still answers 200 through nginx and through that instance, from the content answers
 * it kept on disk.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_TEST_ENV } from '../services.js';
import { startTopology, type Topology } from './topology.js';

/** Requests at a time: a crawler's pace, gentle on a shared machine. */
const CONCURRENCY = 4;

let topology: Topology;
beforeAll(async () => {
  // Pages never kept (PAGE_CACHE_TTL_S=0): every request is rendered by an instance, none is
  // answered from nginx's cache or the proxy's page cache. No load shedding: a 503 of a machine
  // busy with other work would say nothing of the outage (decision 109).
  topology = await startTopology(
    { ...BROWSER_TEST_ENV, PAGE_CACHE_TTL_S: '0' },
    { PAGE_RATE_PER_SECOND: '100000', PAGE_BURST: '100000' },
  );
}, 180_000);
afterAll(() => topology.stop());

/** The status of GET `origin + path` for each path, `CONCURRENCY` at a time. */
async function statuses(origin: string, paths: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const res = await fetch(`${origin}${path}`);
        await res.arrayBuffer();
        result.set(path, res.status);
      }
    }),
  );
  return result;
}

/** Resolves when the folder's file count has not changed for a second (writes come after answers). */
async function settled(folder: string): Promise<number> {
  const count = () => (existsSync(folder) ? readdirSync(folder).length : 0);
  for (let last = -1, now = count(); now !== last; last = now, now = count())
    await new Promise((r) => setTimeout(r, 1000));
  return count();
}

/** The paths that did not answer 200. */
const failures = (answers: Map<string, number>) =>
  [...answers].filter(([, status]) => status !== 200);

/** The glossary and term pages the sitemap lists, in both languages. */
async function glossaryPages(): Promise<string[]> {
  const res = await fetch(`${topology.url}/sitemap.xml`);
  expect(res.status).toBe(200);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '').pathname)
    .filter((p) => /^\/(es\/[^/]+\/glosario|en\/[^/]+\/glossary)(\/|$)/.test(p));
}

describe('the upstream stopped and an instance restarted', () => {
  it('every glossary and term page of the sitemap still answers 200, through nginx and the instance', async () => {
    const pages = await glossaryPages();
    // Both glossaries and their terms.
    expect(pages.filter((p) => p.startsWith('/es/')).length).toBeGreaterThan(100);
    expect(pages.filter((p) => p.startsWith('/en/')).length).toBeGreaterThan(100);

    // Warmed as a crawler would, on each instance (each keeps its own answers).
    for (const proxy of topology.proxies)
      expect(failures(await statuses(proxy.url, pages))).toEqual([]);

    // The restarted instance's copies written (they follow its answers).
    const kept = await settled(path.join(topology.prefix, 'proxy-2-cache', 'content-answers'));
    expect(kept).toBeGreaterThan(0);

    await topology.upstream.stop();
    const restarted = await topology.restartProxy(1);

    expect(failures(await statuses(restarted.url, pages))).toEqual([]);
    expect(failures(await statuses(topology.url, pages))).toEqual([]);

    // Counted and logged as stale answers read from disk.
    const metrics = await (await fetch(`${restarted.opsUrl}/metrics`)).text();
    const fromDisk = /^proxy_content_stale_answers_total\{source="disk"\} (\d+)$/m.exec(metrics);
    expect(Number(fromDisk?.[1])).toBeGreaterThanOrEqual(pages.length);
    expect(restarted.logs.join('')).toContain('"event":"content_served_stale"');
  }, 600_000);
});

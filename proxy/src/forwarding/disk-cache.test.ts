/** The content answers' disk cache: bounded, kept across restarts, never trusting a bad file. */
import { mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerFileName, ContentDiskCache } from './disk-cache.js';

const isValid = (body: unknown) => typeof body === 'object' && body !== null && 'response' in body;
const answer = (text: string) => Buffer.from(JSON.stringify({ response: { text } }));
const keyOf = (n: number) => JSON.stringify({ lang: 'es', payload: { term: `t${String(n)}` } });

let dir: string;
let warnings: object[];
const open = (maxBytes = 1024 * 1024) =>
  ContentDiskCache.open({
    dir,
    maxBytes,
    isValid,
    log: { warn: (obj) => warnings.push(obj) },
  });
const files = () => readdirSync(dir).sort();

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'proxy-disk-cache-'));
  warnings = [];
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the content disk cache', () => {
  it('keeps an answer across a restart, in a file named by the hash of its key', async () => {
    const first = await open();
    first.save(keyOf(1), answer('uno'));
    await first.idle();
    expect(files()).toEqual([answerFileName(keyOf(1))]);
    expect(files()[0]).toMatch(/^[0-9a-f]{64}\.json$/);

    const second = await open();
    const read = await second.read(keyOf(1));
    expect(read?.body).toEqual({ response: { text: 'uno' } });
    expect(read?.raw.equals(answer('uno'))).toBe(true);
    expect(await second.read(keyOf(2))).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('makes its folder only for the first answer it keeps', async () => {
    const folder = path.join(dir, 'content-answers');
    const cache = await ContentDiskCache.open({
      dir: folder,
      maxBytes: 1024,
      isValid,
      log: { warn: (obj) => warnings.push(obj) },
    });
    expect(files()).toEqual([]);
    cache.save(keyOf(1), answer('uno'));
    await cache.idle();
    expect(readdirSync(folder)).toEqual([answerFileName(keyOf(1))]);
    expect(warnings).toEqual([]);
  });

  it('writes after the caller goes on: nothing is on disk when `save` returns', async () => {
    const cache = await open();
    cache.save(keyOf(1), answer('uno'));
    expect(files()).toEqual([]);
    await cache.idle();
    expect(files()).toHaveLength(1);
  });

  it('stays under its bound in bytes, the least recently used answer out first', async () => {
    const one = answer('x'.repeat(400));
    const perFile = Buffer.byteLength(`${keyOf(1)}\n`) + one.length;
    const cache = await open(perFile * 3);
    for (const n of [1, 2, 3]) cache.save(keyOf(n), answer('x'.repeat(400)));
    await cache.idle();
    // Reading 1 makes 2 the least recently used.
    expect(await cache.read(keyOf(1))).toBeDefined();
    cache.save(keyOf(4), answer('x'.repeat(400)));
    await cache.idle();
    expect(files()).toEqual([1, 3, 4].map((n) => answerFileName(keyOf(n))).sort());
    expect(cache.size).toBeLessThanOrEqual(perFile * 3);
    expect(await cache.read(keyOf(2))).toBeUndefined();
  });

  it('applies its bound to the files found at start, oldest first out', async () => {
    const first = await open();
    for (const n of [1, 2, 3]) {
      first.save(keyOf(n), answer('x'.repeat(400)));
      await first.idle();
    }
    // Distinct times: the order a restart reads them in.
    const { utimesSync } = await import('node:fs');
    [1, 2, 3].forEach((n, i) => {
      const when = new Date(Date.now() - (3 - i) * 60_000);
      utimesSync(path.join(dir, answerFileName(keyOf(n))), when, when);
    });
    const perFile = statSync(path.join(dir, answerFileName(keyOf(1)))).size;
    const second = await open(perFile * 2);
    expect(files()).toEqual([2, 3].map((n) => answerFileName(keyOf(n))).sort());
    expect(second.size).toBe(perFile * 2);
  });

  it('ignores and removes a truncated file, and one that is not a valid answer', async () => {
    const first = await open();
    first.save(keyOf(1), answer('uno'));
    first.save(keyOf(2), answer('dos'));
    await first.idle();
    const truncated = path.join(dir, answerFileName(keyOf(1)));
    truncateSync(truncated, statSync(truncated).size - 5);
    writeFileSync(path.join(dir, answerFileName(keyOf(2))), `${keyOf(2)}\n{"other":1}`);

    const second = await open();
    expect(await second.read(keyOf(1))).toBeUndefined();
    expect(await second.read(keyOf(2))).toBeUndefined();
    expect(files()).toEqual([]);
    expect(warnings).toEqual([
      expect.objectContaining({ event: 'content_disk_cache_failed', reason: 'corrupt' }),
      expect.objectContaining({ event: 'content_disk_cache_failed', reason: 'corrupt' }),
    ]);
  });

  it('never serves a file written for another key', async () => {
    const first = await open();
    first.save(keyOf(1), answer('uno'));
    await first.idle();
    writeFileSync(
      path.join(dir, answerFileName(keyOf(2))),
      `${keyOf(1)}\n${answer('uno').toString()}`,
    );
    const second = await open();
    expect(await second.read(keyOf(2))).toBeUndefined();
    expect((await second.read(keyOf(1)))?.body).toEqual({ response: { text: 'uno' } });
  });

  it('logs a failing disk once, and the caller never sees the failure', async () => {
    const cache = await open();
    // The folder gone and a file in its place: every write fails.
    rmSync(dir, { recursive: true });
    writeFileSync(dir, 'not a folder');
    // `save` throws nothing and returns nothing: the caller has its answer already.
    for (const n of [1, 2, 3]) cache.save(keyOf(n), answer('uno'));
    await cache.idle();
    expect(warnings).toEqual([
      expect.objectContaining({ event: 'content_disk_cache_failed', reason: 'write' }),
    ]);
    expect(await cache.read(keyOf(1))).toBeUndefined();
    rmSync(dir);
  });

  it('leaves other files of the folder alone and removes abandoned temporary files', async () => {
    const temp = path.join(dir, `${answerFileName(keyOf(1))}.1234abcd`);
    writeFileSync(temp, 'half a wri');
    const old = new Date(Date.now() - 10 * 60_000);
    const { utimesSync } = await import('node:fs');
    utimesSync(temp, old, old);
    writeFileSync(path.join(dir, 'README'), 'an operator note');
    await open();
    expect(files()).toEqual(['README']);
  });
});

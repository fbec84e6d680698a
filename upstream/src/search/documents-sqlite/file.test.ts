import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateDocuments } from '../../data/generate.js';
import { grid, issuers } from '../../test-utils/document-store.js';
import { openSqliteDocumentStore } from './open.js';

let cacheDir: string;
beforeAll(() => {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docstore-test-'));
});
afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('SQLite document store: persistence', () => {
  const open = (dir: string, count: number, seed: number) => {
    const messages: string[] = [];
    const opened = openSqliteDocumentStore({
      issuers,
      count,
      seed,
      generate: generateDocuments,
      cacheDir: dir,
      log: (message) => messages.push(message),
    });
    return { opened, messages };
  };
  const files = (dir: string) => readdirSync(dir).sort();

  it('reopens an unchanged build and rebuilds when the seed or the count changes', () => {
    const dir = path.join(cacheDir, 'persist');
    const first = open(dir, 300, 1);
    expect(first.messages).toContain('document store built');
    const page = first.opened.search({ lang: 'en', grid: grid() });
    first.opened.close();
    const [file] = files(dir);
    const built = statSync(path.join(dir, file!)).mtimeMs;

    const again = open(dir, 300, 1);
    expect(again.messages).toEqual(['document store ready']);
    expect(again.opened.search({ lang: 'en', grid: grid() })).toEqual(page);
    expect(again.opened.size()).toBe(300);
    again.opened.close();
    expect(statSync(path.join(dir, file!)).mtimeMs).toBe(built);

    const otherSeed = open(dir, 300, 2);
    expect(otherSeed.messages).toContain('document store built');
    otherSeed.opened.close();
    const otherCount = open(dir, 301, 1);
    expect(otherCount.messages).toContain('document store built');
    expect(otherCount.opened.size()).toBe(301);
    otherCount.opened.close();
    expect(files(dir).filter((f) => f.endsWith('.sqlite'))).toHaveLength(3);
    expect(files(dir).filter((f) => !f.endsWith('.sqlite'))).toEqual([]);
  });

  it('never trusts a damaged file or a half-built one', () => {
    const dir = path.join(cacheDir, 'damaged');
    open(dir, 200, 3).opened.close();
    const [file] = files(dir);
    writeFileSync(path.join(dir, file!), 'not a database');
    // A build interrupted by a crash leaves a temporary file of a dead process.
    const orphan = `${file!}.tmp-4194305-0badc0de`;
    writeFileSync(path.join(dir, orphan), 'half');
    const reopened = open(dir, 200, 3);
    expect(reopened.messages).toContain('document store built');
    expect(reopened.opened.search({ lang: 'es', grid: grid() }).total).toBe(200);
    reopened.opened.close();
    expect(files(dir)).toEqual([file]);
  });
});

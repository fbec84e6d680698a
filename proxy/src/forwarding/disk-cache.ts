/**
 * The last good content answers on disk (decision 113): an instance that starts while the content
 * service is down still serves what it served before. Bounded in bytes, the least recently used
 * out first (`lru-cache` holds the index); written after the answer, one file at a time, never in
 * a visitor's way; a file that does not read back whole is removed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import writeFileAtomic from 'write-file-atomic';

/** The folder under `CONTENT_CACHE_DIR` that holds the answers: nothing else there is touched. */
export const DISK_CACHE_FOLDER = 'content-answers';
/** An answer's file: the SHA-256 of its request key, never the visitor's words themselves. */
const ANSWER_FILE = /^[0-9a-f]{64}\.json$/;
/** A temporary file of an interrupted write (write-file-atomic names it `<file>.<hash>`). */
const TEMP_FILE = /^[0-9a-f]{64}\.json\.\w+$/;
/** A temporary file older than this is a write that never finished (a crash): removed at start. */
const ABANDONED_TEMP_MS = 60_000;
/** Writes waiting for their turn; past it new answers are not kept (the disk is too slow). */
const MAX_WAITING_WRITES = 1000;

export interface DiskCacheOptions {
  /** The folder of the answers (created by the first write). */
  dir: string;
  maxBytes: number;
  log: { warn(obj: object, msg: string): void };
  /** Whether a parsed answer read back is one to serve (the content service's contract). */
  isValid: (body: unknown) => boolean;
}

export interface StoredAnswer {
  body: unknown;
  raw: Buffer;
}

interface Entry {
  bytes: number;
  /** The answer's SHA-256, to skip rewriting an unchanged answer ('' when read at start). */
  digest: string;
}

interface Waiting extends Entry {
  contents: Buffer;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
export const answerFileName = (key: string) => `${sha256(key)}.json`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class ContentDiskCache {
  /** The files on disk by name, with their sizes: evicting one removes its file. */
  private readonly index: LRUCache<string, Entry>;
  private readonly waiting = new Map<string, Waiting>();
  private draining: Promise<void> | null = null;
  /** Files of evicted answers being removed. */
  private readonly removals = new Set<Promise<void>>();
  /** Set after a failure is logged, cleared by a success: one line per failing stretch. */
  private failing = false;
  private folderMade = false;

  private constructor(private readonly options: DiskCacheOptions) {
    this.index = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
      dispose: (_entry, name, reason) => {
        if (reason !== 'evict') return;
        const removal = this.removeFile(name).finally(() => this.removals.delete(removal));
        this.removals.add(removal);
      },
    });
  }

  /** The cache of `options.dir`, with the answers already there (older ones first out). */
  static async open(options: DiskCacheOptions): Promise<ContentDiskCache> {
    const cache = new ContentDiskCache(options);
    try {
      await cache.load();
      await cache.idle();
    } catch (error) {
      cache.failed('open', error);
    }
    return cache;
  }

  private async load(): Promise<void> {
    const found: { name: string; bytes: number; mtimeMs: number }[] = [];
    let names: string[];
    try {
      names = await readdir(this.options.dir);
    } catch (error) {
      // No folder yet: nothing was kept (the first write makes it).
      if ((error as { code?: unknown }).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const file = this.file(name);
      if (ANSWER_FILE.test(name)) {
        const { size, mtimeMs } = await stat(file);
        found.push({ name, bytes: size, mtimeMs });
      } else if (TEMP_FILE.test(name)) {
        const { mtimeMs } = await stat(file);
        if (Date.now() - mtimeMs > ABANDONED_TEMP_MS) await rm(file, { force: true });
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { name, bytes } of found) this.index.set(name, { bytes, digest: '' });
  }

  /** The files' total size in bytes, as the index counts it. */
  get size(): number {
    return this.index.calculatedSize;
  }

  private file(name: string): string {
    return path.join(this.options.dir, name);
  }

  /** The answer kept for `key`, or undefined; a file that does not read back whole is removed. */
  async read(key: string): Promise<StoredAnswer | undefined> {
    const name = answerFileName(key);
    if (!this.index.get(name)) return undefined;
    let contents: Buffer;
    try {
      contents = await readFile(this.file(name));
    } catch (error) {
      this.index.delete(name);
      this.failed('read', error);
      return undefined;
    }
    const answer = this.decode(contents, key);
    if (!answer) {
      this.index.delete(name);
      await this.removeFile(name);
      this.options.log.warn(
        { event: 'content_disk_cache_failed', reason: 'corrupt', file: name },
        'a cached content answer was unreadable and is removed',
      );
      return undefined;
    }
    // Its time on disk is its place in the queue after a restart.
    const now = new Date();
    utimes(this.file(name), now, now).catch(() => undefined);
    return answer;
  }

  /** The file's answer when it is whole: the key on its first line, then the answer's bytes. */
  private decode(contents: Buffer, key: string): StoredAnswer | undefined {
    const newline = contents.indexOf(10);
    if (newline < 0 || contents.subarray(0, newline).toString('utf8') !== key) return undefined;
    const raw = contents.subarray(newline + 1);
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return undefined;
    }
    return this.options.isValid(body) ? { body, raw } : undefined;
  }

  /**
   * Keeps `raw` as the answer for `key`, later: the write waits for the next turn of the event
   * loop (the visitor's answer goes first) and for the writes before it.
   */
  save(key: string, raw: Buffer): void {
    const name = answerFileName(key);
    const contents = Buffer.concat([Buffer.from(`${key}\n`, 'utf8'), raw]);
    if (contents.length > this.options.maxBytes) return;
    if (!this.waiting.has(name) && this.waiting.size >= MAX_WAITING_WRITES) return;
    this.waiting.set(name, { bytes: contents.length, digest: sha256(raw), contents });
    this.draining ??= this.drain();
  }

  private async drain(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    // A Map's iteration also visits what is added while it runs.
    for (const [name, entry] of this.waiting) {
      this.waiting.delete(name);
      await this.write(name, entry);
    }
    this.draining = null;
  }

  private async write(name: string, { bytes, digest, contents }: Waiting): Promise<void> {
    const file = this.file(name);
    try {
      if (this.index.get(name)?.digest === digest) {
        const now = new Date();
        await utimes(file, now, now);
      } else {
        if (!this.folderMade) {
          await mkdir(this.options.dir, { recursive: true });
          this.folderMade = true;
        }
        // A cache: a file torn by a power cut reads back broken and is removed, so no fsync.
        await writeFileAtomic(file, contents, { fsync: false });
        this.index.set(name, { bytes, digest });
      }
      this.failing = false;
    } catch (error) {
      this.failed('write', error);
    }
  }

  /** Resolves once every answer given to `save` so far is written and evictions are done. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
    await Promise.all(this.removals);
  }

  private async removeFile(name: string): Promise<void> {
    try {
      await rm(this.file(name), { force: true });
    } catch (error) {
      this.failed('remove', error);
    }
  }

  private failed(reason: string, error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.options.log.warn(
      { event: 'content_disk_cache_failed', reason, cause: messageOf(error) },
      'the content disk cache failed; answers are served without it',
    );
  }
}

/**
 * Small content images as `data:` URLs for the server render (decision 126): a term page's
 * illustration is its largest element, and drawn from the page itself it needs no second request
 * before the first view is complete. Fetched from the media origin, checked, and kept for a while:
 * one request per image however many pages render it at once (`lru-cache`'s `fetch`).
 */
import { LRUCache } from 'lru-cache';
import { request, type Dispatcher } from 'undici';
import { directoryUrl } from '../forwarding/pass-through.js';
import { MEDIA_NAME } from '../routes/media.js';

/** Larger images keep their URL and the head's preload: inlined, they would weigh on the page. */
export const INLINE_IMAGE_MAX_BYTES = 4_096;

/** How long an image's answer (inlined or not) is kept: pages are cached about as long. */
const KEEP_MS = 10 * 60_000;

/** The longest a render waits for an image: past it, the page keeps the image's URL. */
const INLINE_TIMEOUT_MS = 1_000;

/**
 * How long a failure (an error status, no answer, the time limit) is remembered: a failing media
 * origin costs each image one wait in that time, not one per page rendered.
 */
const FAILURE_KEEP_MS = 30_000;

const MEDIA_PATH = /^\/media\/([^/?#]+)$/;

export interface ImageInlinerOptions {
  /** The media origin's base (`MEDIA_URL`), as the `/media/:name` route streams from it. */
  mediaUrl: string;
  /** The upstream time limit (`UPSTREAM_TIMEOUT_MS`); an image waits at most a second of it. */
  timeoutMs: number;
  maxBytes?: number;
  failureKeepMs?: number;
  dispatcher?: Dispatcher;
}

/** An image's bytes as a `data:` URL; null when it is missing or not small; throws on a failure. */
async function fetchDataUrl(
  url: URL,
  { timeoutMs, maxBytes = INLINE_IMAGE_MAX_BYTES, dispatcher }: ImageInlinerOptions,
  signal: AbortSignal,
): Promise<string | null> {
  const { statusCode, headers, body } = await request(url, {
    signal: AbortSignal.any([signal, AbortSignal.timeout(Math.min(timeoutMs, INLINE_TIMEOUT_MS))]),
    ...(dispatcher ? { dispatcher } : {}),
  });
  // Typed by its name, as the `/media/:name` route sends it, whatever the origin calls it.
  if (statusCode !== 200 || Number(headers['content-length'] ?? 0) > maxBytes) {
    await body.dump();
    // A failure says nothing of the image: remembered for a short time only.
    if (statusCode !== 200 && statusCode !== 404) throw new Error(`media answered ${statusCode}`);
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return `data:image/svg+xml;base64,${Buffer.concat(chunks).toString('base64')}`;
}

/**
 * A function from an image's path (`/media/<name>.svg`, as content answers give it) to its
 * `data:` URL, or null: another path, an image missing or too large, or the media origin failing
 * or slow (remembered for `FAILURE_KEEP_MS`). It never throws: the page then draws the image from
 * its URL, as after a client-side navigation.
 */
export function imageInliner(
  options: ImageInlinerOptions,
): (path: string) => Promise<string | null> {
  const base = directoryUrl(options.mediaUrl);
  // Boxed, since the cache holds no null: a refused image is an answer to keep as well.
  const cache = new LRUCache<string, { dataUrl: string | null }>({
    max: 500,
    ttl: KEEP_MS,
    fetchMethod: async (name, _stale, { signal, options: entry }) => {
      try {
        return { dataUrl: await fetchDataUrl(new URL(name, base), options, signal) };
      } catch {
        entry.ttl = options.failureKeepMs ?? FAILURE_KEEP_MS;
        return { dataUrl: null };
      }
    },
  });
  return async (path) => {
    const name = MEDIA_PATH.exec(path)?.[1];
    if (name === undefined || !MEDIA_NAME.test(name)) return null;
    return (await cache.fetch(name))?.dataUrl ?? null;
  };
}

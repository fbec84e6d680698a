/**
 * HTTP caching of pages (docs/architecture.md "Pages and caching", decision 020): a page made only
 * of content answers is the same for every visitor, so nginx, a CDN and the proxy may keep it; no
 * other page.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CompressedBodies } from '../plugins/compression.js';

/** A page answer as it is kept: its bytes, validator and policy, and its compressed bodies. */
export interface PageResponse {
  status: number;
  body: Buffer;
  /** Strong validator of the HTML (`"<hash>"`); each encoding's has the encoding appended. */
  etag: string;
  csp: string;
  /** Each encoding's body, compressed the first time it is asked for. */
  encoded: CompressedBodies;
}

/** How long shared caches may keep and serve a page (`PAGE_CACHE_*` settings, in seconds). */
export interface PageCachePolicy {
  ttlS: number;
  staleWhileRevalidateS: number;
  staleIfErrorS: number;
}

/** `Cache-Control` of a page every visitor shares (browsers revalidate; shared caches keep it). */
export const sharedCacheControl = (policy: PageCachePolicy): string =>
  `public, max-age=0, s-maxage=${String(policy.ttlS)}, stale-while-revalidate=${String(
    policy.staleWhileRevalidateS,
  )}, stale-if-error=${String(policy.staleIfErrorS)}`;

/** Pages that depend on more than their URL or change with each search: no shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** Error pages and pages whose content failed: stored by nobody, so nobody serves them again. */
export const NO_STORE = 'no-store';

/** The strong entity tag of a page's HTML (SHA-256, base64url, 128 bits kept). */
export const etagOf = (body: Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** The most pages kept, and the most bytes of HTML: a bound on the proxy's memory. */
export const PAGE_RESPONSES_MAX_ENTRIES = 500;
export const PAGE_RESPONSES_MAX_BYTES = 64 * 1024 * 1024;

/** Cacheable pages by absolute URL, fresh for the policy's `ttlS`; never served stale. */
export class PageResponses {
  private readonly pages: LRUCache<string, PageResponse>;

  constructor(ttlMs: number, maxEntries = PAGE_RESPONSES_MAX_ENTRIES) {
    this.pages = new LRUCache<string, PageResponse>({
      max: maxEntries,
      ttl: ttlMs,
      maxSize: PAGE_RESPONSES_MAX_BYTES,
      sizeCalculation: (page) => Math.max(1, page.body.length),
    });
  }

  get(url: string): PageResponse | undefined {
    return this.pages.get(url);
  }

  set(url: string, page: PageResponse): void {
    this.pages.set(url, page);
  }
}

/**
 * Upstream answers checked against the contract (shared/schemas.ts), remembered by request
 * (decision 119): an answer whose bytes are those of the last one checked for the same request is
 * the same value, already found good, and is not parsed and checked again. Every answer is still
 * checked, by its bytes or by its value; bounded by the bytes kept.
 */
import { LRUCache } from 'lru-cache';

/** The answer bytes kept at most (their parsed values take about as much again). */
export const CHECKED_ANSWERS_MAX_BYTES = 8 * 1024 * 1024;

/** A good answer's value, or why the answer is not one. */
export type Checked = { body: unknown } | { detail: string };

interface Entry {
  raw: Buffer;
  good: { body: unknown };
}

export class CheckedAnswers {
  private readonly last: LRUCache<string, Entry>;

  constructor(
    private readonly isValid: (body: unknown) => boolean,
    maxBytes = CHECKED_ANSWERS_MAX_BYTES,
  ) {
    this.last = new LRUCache<string, Entry>({
      max: 1000,
      maxSize: maxBytes,
      sizeCalculation: (entry, request) => entry.raw.length + request.length,
    });
  }

  /** `raw`, the answer to `request` (its JSON text), by the contract. */
  check(request: string, raw: Buffer): Checked {
    const known = this.last.get(request);
    if (known?.raw.equals(raw)) return known.good;
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8')) as unknown;
    } catch {
      return { detail: 'invalid JSON' };
    }
    if (!this.isValid(body)) {
      // The last good answer is no longer this request's answer.
      this.last.delete(request);
      return { detail: 'answer off the contract' };
    }
    // An answer larger than the whole budget is not kept (lru-cache refuses it).
    const good = { body };
    this.last.set(request, { raw, good });
    return good;
  }
}

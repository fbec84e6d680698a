/**
 * Rendered pages kept for a short time (`PAGE_CACHE_TTL_S`), so that a page asked for again is
 * sent without rendering it again (decision 006). A page is rendered with stand-ins for the two
 * things that differ per visitor, the site token (in the page's state) and the CSP nonce, and
 * kept as the pieces between them; each answer joins the pieces with the visitor's own values.
 *
 * Only pages whose every upstream call was a content call answered 200 are kept (the glossary,
 * terms, home, contact, press room): their data are the content micro-cache's answers, which are
 * themselves kept for `CONTENT_CACHE_TTL_S`. Search pages, error pages and redirects are rendered
 * for every request.
 */
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { MicroCache } from '../upstream/resilience.js';

/** The template's nonce stand-in (client/index.html, Vite's `html.cspNonce`). */
export const NONCE_SLOT = '__CSP_NONCE__';
/** Rendered in place of the site token: drawn at start, so no content can contain it. */
export const TOKEN_SLOT = `__SITE_TOKEN_${randomBytes(12).toString('hex')}__`;
/**
 * Either stand-in, found in one pass (both are letters, digits and underscores: nothing to
 * escape). A regular expression finds them about four times faster than two `indexOf` searches
 * on a page's HTML here, which compare from the pattern's start at every position.
 */
const STAND_INS = new RegExp(`${NONCE_SLOT}|${TOKEN_SLOT}`, 'g');

/** A stand-in found already, where a text was cut once for many pages (the template's). */
export interface StandIn {
  readonly standIn: 'nonce' | 'token';
}
/** A page's text as `pageShape` takes it: searched for stand-ins, kept UTF-8 bytes, or a cut. */
export type PageText = string | Uint8Array | StandIn;

/** One piece of a page (what lies between two stand-ins): its bytes in order, in one or more runs. */
export type Piece = readonly Uint8Array[];

/**
 * A rendered page: its status, language, and its text cut at the stand-ins, in UTF-8 (half the
 * memory of a string holding any character beyond Latin-1, such as '…' or '€', and no encoding
 * per answer). Bytes kept elsewhere (the template's, the JSON of cached answers) are not copied:
 * a piece points at them, so pages rendered from the same answers share them.
 */
export interface PageShape {
  status: number;
  lang: string;
  /** The bytes around the stand-ins: one more piece than `slots`. */
  pieces: Piece[];
  slots: ('nonce' | 'token')[];
  /** Each piece as raw DEFLATE ending on a byte boundary (`deflatePieces`), once asked for. */
  deflated?: Promise<Buffer[]>;
}

/**
 * Where a page's texts are encoded before their bytes are copied out: kept between pages up to
 * this size (a glossary page's texts need about 120 kB at three bytes per character), allocated
 * for the page above.
 */
const SCRATCH_KEPT_BYTES = 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * Cuts a page's HTML, given whole or as its texts in order (`fillTemplate`), at the stand-ins.
 * Each text is searched for the stand-ins in one pass and encoded where it falls in one scratch
 * buffer (UTF-8 takes at most three bytes per UTF-16 unit), then the encoded bytes are copied
 * once into a buffer of their size; the pieces are views of it and of the kept bytes given
 * (the template's, the JSON of cached answers: no stand-in in them), which are not copied. A
 * `StandIn` cuts where it stands. Copying the kept bytes into the page too (the glossary's 95 kB
 * of answers and catalog, its 31 kB of inlined style) made each page a fresh 167 kB buffer,
 * about 0.07 ms of a glossary render here, and a page cache holding the same answers' bytes once
 * per page. A stand-in in a text lies within that text: each comes whole from the template or
 * from the renderer.
 */
export function pageShape(
  status: number,
  lang: string,
  html: string | readonly PageText[],
): PageShape {
  const texts = typeof html === 'string' ? [html] : html;
  let bound = 0;
  for (const text of texts) if (typeof text === 'string') bound += text.length * 3;
  // A page larger than the kept scratch gets one of its own, dropped with it.
  if (bound > scratch.length && bound <= SCRATCH_KEPT_BYTES)
    scratch = Buffer.allocUnsafeSlow(SCRATCH_KEPT_BYTES);
  const into = bound <= scratch.length ? scratch : Buffer.allocUnsafeSlow(bound);

  // The page in order: kept bytes, ends of encoded runs in `into`, and cuts.
  const runs: (Uint8Array | number | 'nonce' | 'token')[] = [];
  let at = 0;
  const encode = (text: string) => {
    at += into.write(text, at);
    runs.push(at);
  };
  for (const text of texts) {
    if (typeof text !== 'string') {
      if (text instanceof Uint8Array) {
        if (text.length > 0) runs.push(text);
      } else runs.push(text.standIn);
      continue;
    }
    let from = 0;
    STAND_INS.lastIndex = 0;
    for (let found = STAND_INS.exec(text); found; found = STAND_INS.exec(text)) {
      if (found.index > from) encode(text.slice(from, found.index));
      runs.push(found[0] === NONCE_SLOT ? 'nonce' : 'token');
      from = found.index + found[0].length;
    }
    if (from < text.length) encode(from === 0 ? text : text.slice(from));
  }
  const encoded = Buffer.allocUnsafe(at);
  into.copy(encoded, 0, 0, at);

  const pieces: Uint8Array[][] = [[]];
  const slots: PageShape['slots'] = [];
  let start = 0;
  for (const run of runs) {
    const piece = pieces[pieces.length - 1] as Uint8Array[];
    if (typeof run === 'number') {
      piece.push(encoded.subarray(start, run));
      start = run;
    } else if (run instanceof Uint8Array) piece.push(run);
    else {
      slots.push(run);
      pieces.push([]);
    }
  }
  return { status, lang, pieces, slots };
}

/**
 * Calls `onBytes` for each run of a piece's bytes and for the visitor's value at each stand-in, in
 * the page's order (`onPiece` first at each piece): the one walk behind the plain and the gzip
 * answers.
 */
function inOrder(
  page: PageShape,
  values: { nonce: string; token: string },
  onBytes: (bytes: Uint8Array) => void,
  onPiece: (index: number) => void = () => undefined,
  onValue: (value: Buffer) => void = onBytes,
): void {
  const nonce = Buffer.from(values.nonce);
  const token = Buffer.from(values.token);
  page.pieces.forEach((piece, i) => {
    if (i > 0) onValue(page.slots[i - 1] === 'nonce' ? nonce : token);
    onPiece(i);
    for (const run of piece) onBytes(run);
  });
}

/** The page's size in bytes, without the visitor's values. */
export const pageByteLength = (page: PageShape): number =>
  page.pieces.reduce((sum, piece) => piece.reduce((n, run) => n + run.length, sum), 0);

/** The page's HTML (UTF-8) for one visitor. */
export function fillPage(page: PageShape, values: { nonce: string; token: string }): Buffer {
  const parts: Uint8Array[] = [];
  inOrder(page, values, (bytes) => parts.push(bytes));
  return Buffer.concat(parts);
}

const deflateRawAsync = promisify(deflateRaw);

/**
 * Each piece compressed on its own (libuv's threads, level 9), ending with a sync flush: an empty
 * stored block that leaves the stream on a byte boundary and open, so that other blocks may follow.
 * Concatenated with the visitor's values as stored blocks, they make one valid DEFLATE stream
 * (RFC 1951: a back-reference of a piece only reaches into that piece, which precedes it).
 */
function deflatePieces(page: PageShape): Promise<Buffer[]> {
  return Promise.all(
    page.pieces.map((piece) =>
      deflateRawAsync(piece.length === 1 ? (piece[0] as Uint8Array) : Buffer.concat(piece), {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: constants.Z_SYNC_FLUSH,
      }),
    ),
  );
}

/** gzip member header (RFC 1952): deflate, no name, no time, XFL 2 (best), OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff]);
/** The last block: stored, final, empty. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** A stored (uncompressed), non-final DEFLATE block holding `data`, from a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) throw new Error('a stored block holds at most 65,535 bytes');
  const header = Buffer.from([0, 0, 0, 0, 0]);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/**
 * The page for one visitor as a gzip body, from its pieces compressed once (`deflatePieces`, the
 * first time a page is asked for in gzip; a failure is not kept): no compression work per answer,
 * only a CRC-32 of the page. Equal, once decompressed, to `fillPage`.
 */
export async function gzipPage(
  page: PageShape,
  values: { nonce: string; token: string },
): Promise<Buffer> {
  const deflated = await (page.deflated ??= deflatePieces(page).catch((error: unknown) => {
    page.deflated = undefined;
    throw error;
  }));
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  // Node 20's zlib.crc32 answers 0, whatever the running value, for an empty buffer that has no
  // memory behind it (`Buffer.from('')`): empty data is left out of the sum.
  const sum = (data: Uint8Array) => {
    if (data.length > 0) crc = crc32(data, crc);
    size += data.length;
  };
  inOrder(
    page,
    values,
    sum,
    (i) => parts.push(deflated[i] as Buffer),
    (value) => {
      parts.push(storedBlock(value));
      sum(value);
    },
  );
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/**
 * The most pages kept (oldest out first): about 50 KB each, the glossary's 140 KB, of which the
 * bytes of the answers and the template are shared with the other pages rendered from them.
 */
export const PAGE_CACHE_MAX_ENTRIES = 500;

/** Pages by URL and language cookie, fresh for `ttlMs`; never served stale. */
export class PageCache {
  private readonly pages: MicroCache<PageShape>;

  constructor(ttlMs: number, maxEntries = PAGE_CACHE_MAX_ENTRIES, now: () => number = Date.now) {
    this.pages = new MicroCache(ttlMs, maxEntries, now);
  }

  /** The key of a page request: the render reads the URL and, on `/`, the language cookie. */
  static key(url: string, lang: string | null): string {
    return `${lang ?? ''} ${url}`;
  }

  get(key: string): PageShape | undefined {
    const entry = this.pages.get(key);
    return entry?.fresh ? entry.value : undefined;
  }

  set(key: string, page: PageShape): void {
    this.pages.set(key, page);
  }
}

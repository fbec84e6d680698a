/**
 * Compression of text answers with brotli or gzip, as the client accepts. Other types opt out
 * first: `@fastify/compress` would compress every type mime-db calls compressible (SVG too).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';

export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?:html|css|plain|javascript)|application\/(?:json|javascript))(?:;|$)/;
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli for text at `quality`, with a 256 KiB window (18 bits; see below). */
const brotliParams = (quality: number) => ({
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: quality,
  [constants.BROTLI_PARAM_LGWIN]: 18,
});

export default fp(async (app) => {
  // Runs before the compression hook (registered below): `x-no-compression` makes it skip. A
  // callback hook: no promise on every answer.
  app.addHook('onSend', (req, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && !COMPRESSIBLE_TYPES.test(type)) {
      req.headers['x-no-compression'] = '1';
    }
    done(null, payload);
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    encodings: ['br', 'gzip', 'deflate'],
    // A 256 KiB window, not brotli's 4 MiB: each answer being compressed holds its window, and
    // hundreds compress at once under load; answers under 256 KiB compress the same.
    brotliOptions: { params: brotliParams(4) },
  });
});

/** What this proxy compresses answers with, preferred first. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const GZIP: Encoding[] = ['gzip'];

/**
 * The encoding a request's `Accept-Encoding` asks for among `br` and `gzip` (q-values honoured, as
 * `@fastify/compress` reads them), or null (identity). With `only`, whether gzip is acceptable.
 */
export function acceptedEncoding(header: string | undefined, only?: 'gzip'): Encoding | null {
  return header ? negotiate(header, only ? GZIP : ENCODINGS) : null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer compressed once for many requests (cached content answers), on libuv's threads: at a
 * higher level than answers compressed for one request (brotli quality 5 instead of 4, gzip 9).
 */
export function compressShared(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(raw, {
        params: { ...brotliParams(5), [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION });
}

/** Each encoding's body of one answer sent to many requests, compressed when first asked for. */
export type CompressedBodies = Partial<Record<Encoding, Promise<Buffer>>>;

/** `raw` in `encoding`, compressed once (`compressShared`) for every request that asks for it. */
export function compressedOnce(
  bodies: CompressedBodies,
  raw: Buffer,
  encoding: Encoding,
): Promise<Buffer> {
  // A failure is not kept: the next request tries again.
  return (bodies[encoding] ??= compressShared(raw, encoding).catch((error: unknown) => {
    bodies[encoding] = undefined;
    throw error;
  }));
}

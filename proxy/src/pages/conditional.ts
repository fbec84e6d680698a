/**
 * Answers to a page every visitor shares (decision 020): validated by its entity tag, so a client
 * or cache that holds it gets a 304, and sent in the accepted encoding, compressed once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compressedOnce, type Encoding } from '../plugins/compression.js';
import type { PageResponse } from './page-cache.js';

/** The entity tag of one representation: the HTML's, marked with its content coding. */
export const representationTag = (etag: string, encoding: Encoding | null): string =>
  encoding === null ? etag : `${etag.slice(0, -1)}-${encoding}"`;

/**
 * Whether an `If-None-Match` header matches `etag` (RFC 9110 13.1.2: weak comparison, `*`
 * matches any current representation).
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

/**
 * `page` (or a feed, of `type`) with its validator and `cacheControl`: a 304 when the client holds
 * it already.
 */
export async function sendShared(
  req: FastifyRequest,
  reply: FastifyReply,
  page: PageResponse,
  cacheControl: string,
  type = 'text/html; charset=utf-8',
): Promise<FastifyReply> {
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  const etag = representationTag(page.etag, encoding);
  void reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('vary', 'accept-encoding')
    .header('content-security-policy', page.csp);
  if (noneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
  // Already compressed: the compression plugin leaves an answer with an encoding alone.
  if (encoding !== null) void reply.header('content-encoding', encoding);
  return reply
    .code(page.status)
    .type(type)
    .send(encoding === null ? page.body : await compressedOnce(page.encoded, page.body, encoding));
}

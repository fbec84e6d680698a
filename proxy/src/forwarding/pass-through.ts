/**
 * GET pass-throughs of files (content images, company documents) with `@fastify/reply-from`: the
 * body is streamed, never held whole, and each route registers its own base (decision 060).
 */
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';

/**
 * A file origin's base URL with a trailing slash, which keeps its path: names resolve under it and
 * cannot leave it.
 */
export const directoryUrl = (baseUrl: string): string =>
  baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

/** Registers `reply.from()` in `app`'s context against `baseUrl`, pooled like the API's forward. */
export async function registerPassThrough(
  app: FastifyInstance,
  baseUrl: string,
  timeoutMs: number,
): Promise<void> {
  await app.register(replyFrom, {
    base: directoryUrl(baseUrl),
    undici: {
      connections: 16,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      connectTimeout: Math.min(timeoutMs, 2_000),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    },
    // Every upstream status maps to one of the site's answers; a retried 503 would only delay it.
    retryMethods: [],
    disableRequestLogging: true,
    destroyAgent: true,
  });
}

/**
 * The upstream's `content-length` if a plain number, so a streamed download shows its progress;
 * else undefined (chunked). `res.headers` is undici's, which reply-from's types leave out.
 */
export function upstreamLength(res: object): string | undefined {
  const value = (res as { headers?: Record<string, unknown> }).headers?.['content-length'];
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? value : undefined;
}

/**
 * What every pass-through sends and keeps: only the path goes out (no visitor cookie, query or
 * `accept-encoding`), and no upstream header comes back; the route sets its own.
 */
export const passThroughHooks = {
  queryString: () => '',
  rewriteRequestHeaders: (_request, headers) => ({ host: headers.host }),
  rewriteHeaders: () => ({}),
} satisfies FastifyReplyFromHooks;

/**
 * Security headers on every answer, by helmet (decisions 106 and 119): nosniff, a referrer
 * policy, HSTS over HTTPS, no `X-Powered-By`. A route's own header is never replaced; pages add
 * `X-Frame-Options` (`PAGE_HEADERS`) and their CSP (pages/content-security-policy.ts). What is
 * answered before Fastify routes a request (`rawAnswer`, app.ts) sets the same two by hand.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { ApiErrorCode } from '#shared/api-errors.js';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Helmet's headers for every answer; the others it knows stay off, as a change of what browsers
 * enforce is a decision of its own. CSP is the pages' own: it hashes what each render inlines,
 * known only after the render, when helmet's headers are long set.
 */
const EVERY_ANSWER = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: REFERRER_POLICY },
  // Sent over HTTPS only (below): a browser ignores it over HTTP, and the tests assert its absence.
  strictTransportSecurity: false,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: true,
  xXssProtection: false,
} as const satisfies HelmetOptions;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page's route: never framed (CSP's `frame-ancestors` for older browsers). */
    page?: boolean;
  }
}

/** A page's route option (`X-Frame-Options: DENY`). */
export const PAGE_HEADERS = { config: { page: true } } as const;

const FRAME_DENY = { xFrameOptions: { action: 'deny' } } as const;
const HSTS_OVER_HTTPS = {
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
} as const;

/**
 * Helmet's middleware for each kind of answer, built once: `@fastify/helmet` built it again, in
 * two hooks and two promises, for every request (decision 119).
 */
const HEADERS = {
  answer: helmet(EVERY_ANSWER),
  answerOverHttps: helmet({ ...EVERY_ANSWER, ...HSTS_OVER_HTTPS }),
  page: helmet({ ...EVERY_ANSWER, ...FRAME_DENY }),
  pageOverHttps: helmet({ ...EVERY_ANSWER, ...FRAME_DENY, ...HSTS_OVER_HTTPS }),
};

/**
 * Writes a whole JSON answer straight to `socket` and closes it: for what Node or the proxy must
 * refuse before Fastify routes a request (a slow or malformed request, too many connections).
 */
export function rawAnswer(
  socket: Socket,
  status: number,
  body: { error: ApiErrorCode; message: string },
  extraHeaders: Record<string, string> = {},
): void {
  if (socket.destroyed) return;
  const json = JSON.stringify(body);
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(json)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    Connection: 'close',
    ...extraHeaders,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) {
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${json}`);
  }
  socket.destroySoon();
}

export default fp(async (app) => {
  // A callback hook, not an async one: no promise and no extra turn of the queue on every answer.
  app.addHook('onRequest', (req, reply, done) => {
    const https = req.protocol === 'https';
    const headers =
      req.routeOptions.config.page === true
        ? https
          ? HEADERS.pageOverHttps
          : HEADERS.page
        : https
          ? HEADERS.answerOverHttps
          : HEADERS.answer;
    // Helmet's middleware sets the headers on Node's response, then calls `done`, synchronously.
    headers(req.raw, reply.raw, done as (error?: unknown) => void);
  });
});

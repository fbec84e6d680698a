/**
 * Security headers on every answer, `rawAnswer`'s included: nosniff, a referrer policy, HSTS over
 * HTTPS, no `X-Powered-By`. A route's own header is never replaced; pages add their CSP (ssr.ts).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { ApiErrorCode } from '#shared/api-errors.js';

export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

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
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!reply.hasHeader('x-content-type-options'))
      reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    reply.removeHeader('x-powered-by');
    done(null, payload);
  });
});

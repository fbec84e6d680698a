/**
 * Every error answers in the envelope of its service, with a clear message and never a stack
 * trace: search `{ response: '', mensaje }`, content `{ status: false, messages, response }`,
 * token `{ status: false, message }`.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Envelope = 'search' | 'content' | 'token';

declare module 'fastify' {
  interface FastifyContextConfig {
    envelope?: Envelope;
  }
}

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) {
  const envelope = req.routeOptions.config.envelope ?? 'token';
  const body =
    envelope === 'search'
      ? { response: '', mensaje: message }
      : envelope === 'content'
        ? { status: false, messages: [message], response: { data: null } }
        : { status: false, message };
  return reply.code(status).send(body);
}

interface HttpError {
  statusCode?: number;
  code?: string;
  validation?: unknown[];
  message: string;
}

export default fp(async (app) => {
  app.setErrorHandler((error: HttpError, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return sendError(req, reply, 500, 'internal error');
    }
    let message = error.message;
    if (error.validation) message = `invalid request: ${error.message.replace(/^body\/?/, '')}`;
    else if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    )
      message = 'the body is not valid JSON';
    else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'the body is too large';
    else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      message = 'the body must be application/json';
    return sendError(req, reply, status, message);
  });
  app.setNotFoundHandler((req, reply) => sendError(req, reply, 404, 'not found'));
});

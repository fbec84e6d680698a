/** Errors answer JSON with a clear message, never a stack trace or an internal message. */
import fp from 'fastify-plugin';
import { apiError } from '../routes/api.js';
import { PublicError } from './public-error.js';

interface HttpError {
  statusCode?: number;
  code?: string;
  validation?: unknown[];
  message: string;
}

const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'the body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'the body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'the body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'the body must be application/json',
};

/** The server-rendered pages' routes (plugins/ssr.ts). */
const PAGE_ROUTES = new Set(['/', '/*']);
const PAGE_REFUSALS: Record<string, string> = {
  rate_limited:
    'Demasiadas solicitudes desde su dirección; inténtelo en un minuto. / Too many requests from your address; try again in a minute.',
  overloaded:
    'El sitio está muy ocupado; inténtelo en unos segundos. / The site is very busy; try again in a few seconds.',
};

export default fp(async (app) => {
  app.setErrorHandler((error: HttpError, req, reply) => {
    // Rate limit (429) and load shedding (503): status, code and message are meant for the client.
    if (error instanceof PublicError) {
      void reply.code(error.statusCode).header('cache-control', 'no-store');
      // A page's refusal is read by a person in a browser tab, not by the client's code.
      if (PAGE_ROUTES.has(req.routeOptions.url ?? '')) {
        return reply
          .type('text/plain; charset=utf-8')
          .send(`${error.statusCode}: ${PAGE_REFUSALS[error.publicCode] ?? error.message}`);
      }
      return reply.send(apiError(error.publicCode, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.code(500).send(apiError('internal', 'internal error'));
    }
    const message = error.validation
      ? `invalid request: ${error.message.replace(/^body\/?/, '')}`
      : (MESSAGES[error.code ?? ''] ?? 'bad request');
    return reply.code(status).send(apiError(status === 413 ? 'too_large' : 'bad_request', message));
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(apiError('not_found', 'not found')));
});

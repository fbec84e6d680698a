/**
 * The browser's API: `POST /api/token` issues a site token; `POST /api/content` and `/api/search`
 * forward a body of the shared contract, with a valid site token, and nothing else.
 */
import type { FastifyPluginAsync, preValidationHookHandler } from 'fastify';
import type { ApiErrorCode } from '#shared/api-errors.js';
import {
  API_BODY_MAX_BYTES,
  COOKIE_PATH,
  TOKEN_COOKIE_MAX_AGE_S,
  TOKEN_COOKIE_NAME,
} from '#shared/constants.js';
import { contentRequestSchema, searchRequestSchema } from '#shared/schemas.js';
import {
  acceptedEncoding,
  COMPRESSION_THRESHOLD_BYTES,
  compressedOnce,
  type CompressedBodies,
  type Encoding,
} from '../plugins/compression.js';
import type { ForwardResult, ServiceName } from '../forwarding/forward.js';
import { contentResponses, searchResponses, tokenResponses } from '../schemas/responses.js';

export const apiError = (error: ApiErrorCode, message: string) => ({ error, message });

/**
 * Content answers come from the forwarder's micro-cache, one object for every request while it is
 * fresh: each is compressed once per encoding, and forgotten with the answer (a weak map).
 */
const compressedAnswers = new WeakMap<ForwardResult, CompressedBodies>();
function compressedAnswer(answer: ForwardResult, raw: Buffer, encoding: Encoding): Promise<Buffer> {
  let bodies = compressedAnswers.get(answer);
  if (!bodies) compressedAnswers.set(answer, (bodies = {}));
  return compressedOnce(bodies, raw, encoding);
}

const apiRoutes: FastifyPluginAsync = async (app) => {
  // A callback hook (no promise per call): a refused call is answered here and goes no further.
  const requireSiteToken: preValidationHookHandler = (req, reply, done) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!match?.[1] || !app.siteTokens.verify(match[1])) {
      void reply
        .code(401)
        .header('cache-control', 'no-store')
        .send(apiError('unauthorized', 'missing, expired or invalid site token'));
      return;
    }
    done();
  };

  // The token cookie is set here, never by a page: pages are the same for every visitor.
  const tokenRoute = {
    bodyLimit: 1024,
    schema: { response: tokenResponses },
    onRequest: app.rateLimits.api,
  };
  app.post('/api/token', tokenRoute, async (req, reply) => {
    const { token, expiresIn } = app.siteTokens.issue();
    void reply.setCookie(TOKEN_COOKIE_NAME, token, {
      path: COOKIE_PATH,
      maxAge: TOKEN_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: req.protocol === 'https',
    });
    return reply.header('cache-control', 'no-store').send({
      status: true,
      response: { access_token: token, token_type: 'Bearer', expires_in: expiresIn },
    });
  });

  const forwardRoute = (
    path: string,
    service: ServiceName,
    schema: { body: object; response: object },
  ) => {
    app.post(
      path,
      {
        bodyLimit: API_BODY_MAX_BYTES,
        schema,
        onRequest: app.rateLimits.api,
        preValidation: requireSiteToken,
      },
      // The answer is returned, not sent: an async handler that returns `reply` makes Fastify
      // wait for the response's end through stream listeners, on every call.
      async (req, reply) => {
        const result = await app.forwarder.forward(service, req.body);
        void reply.code(result.status).header('cache-control', 'no-store');
        // A good answer goes out as the upstream wrote it, once checked against the contract.
        if (result.raw !== undefined) {
          void reply.type('application/json; charset=utf-8');
          const encoding =
            service === 'content' && result.raw.length >= COMPRESSION_THRESHOLD_BYTES
              ? acceptedEncoding(req.headers['accept-encoding'])
              : null;
          if (encoding === null) return result.raw;
          // Already compressed: the compression plugin leaves an answer with an encoding alone.
          void reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
          return compressedAnswer(result, result.raw, encoding);
        }
        return result.body;
      },
    );
  };
  forwardRoute('/api/content', 'content', {
    body: contentRequestSchema,
    response: contentResponses,
  });
  forwardRoute('/api/search', 'search', { body: searchRequestSchema, response: searchResponses });
};

export default apiRoutes;

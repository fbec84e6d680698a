/** Bearer tokens on the content and search services: none, expired or forged gives 401. */
import fp from 'fastify-plugin';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { createTokenIssuer, type TokenIssuer } from '../tokens.js';
import { sendError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenIssuer;
    requireToken: preHandlerAsyncHookHandler;
  }
}

export default fp(async (app) => {
  app.decorate('tokens', createTokenIssuer(app.upstreamConfig.TOKEN_TTL_S));
  app.decorate('requireToken', async function (req, reply) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!match?.[1] || !app.tokens.verify(match[1])) {
      await sendError(req, reply, 401, 'missing, expired or invalid token');
    }
  } satisfies preHandlerAsyncHookHandler);
});

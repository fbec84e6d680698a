/** Token service: `GET /rest/tokenservice/token?grant_type=client_credentials` with HTTP Basic. */
import type { FastifyPluginAsync } from 'fastify';
import { basicCredentials, sameSecret } from '../tokens.js';

const tokenRoutes: FastifyPluginAsync = async (app) => {
  const { UPSTREAM_CLIENT_ID, UPSTREAM_CLIENT_SECRET } = app.upstreamConfig;
  app.get<{ Querystring: { grant_type?: string } }>(
    '/rest/tokenservice/token',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { grant_type: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (req, reply) => {
      if (req.query.grant_type !== 'client_credentials') {
        return reply
          .code(400)
          .send({ status: false, message: 'grant_type must be client_credentials' });
      }
      const credentials = basicCredentials(req.headers.authorization);
      const valid =
        credentials !== null &&
        sameSecret(credentials.id, UPSTREAM_CLIENT_ID) &&
        sameSecret(credentials.secret, UPSTREAM_CLIENT_SECRET);
      if (!valid) {
        return reply
          .code(401)
          .header('www-authenticate', 'Basic realm="tokenservice"')
          .send({ status: false, message: 'invalid client credentials' });
      }
      const { token, expiresIn } = app.tokens.issue();
      return reply.header('cache-control', 'no-store').send({
        status: true,
        response: { access_token: token, token_type: 'Bearer', expires_in: expiresIn },
      });
    },
  );
};

export default tokenRoutes;

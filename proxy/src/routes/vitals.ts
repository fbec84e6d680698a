/**
 * `POST /api/vitals`: the real-user vitals a visitor's browser sends when it leaves or hides a
 * page (decision 114), counted in the metrics by page type and metric, answered with 204.
 */
import type { FastifyPluginAsync } from 'fastify';
import { VITALS_BODY_MAX_BYTES, VITALS_PATH, type VitalsReport } from '#shared/vitals.js';
import { vitalsRequestSchema } from '../schemas/vitals.js';
import { vitalsResponses } from '../schemas/responses.js';

/**
 * Not registered with `fastify-plugin`: its text/plain parser is this route's alone. Given a
 * string, `sendBeacon` sends `text/plain;charset=UTF-8`; the body is JSON all the same, read by
 * Fastify's own JSON parser (prototype poisoning refused) and checked against the schema.
 */
const vitalsRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: VITALS_BODY_MAX_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );
  // No site token: a beacon carries no header, and the token would prove nothing about the values.
  app.post<{ Body: VitalsReport }>(
    VITALS_PATH,
    {
      bodyLimit: VITALS_BODY_MAX_BYTES,
      schema: { body: vitalsRequestSchema, response: vitalsResponses },
      onRequest: app.rateLimits.vitals,
    },
    async (req, reply) => {
      const { page, metrics } = req.body;
      for (const { name, value } of metrics) app.metrics.vital(page, name, value);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
};

export default vitalsRoutes;

/** Search service `POST /api/searchservice/v1` for every `searchType` (specification §7). */
import type { FastifyPluginAsync } from 'fastify';
import { searchRequestSchema } from '#shared/schemas.js';
import type { SearchRequest } from '#shared/types/search.js';
import { sendError } from '../plugins/errors.js';
import { GridRequestError } from '../search/grid.js';

const searchRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SearchRequest }>(
    '/api/searchservice/v1',
    {
      config: { envelope: 'search' },
      preHandler: app.requireToken,
      schema: { body: searchRequestSchema },
    },
    async (req, reply) => {
      const { lang, payload, requestJson } = req.body;
      try {
        const response = app.searchService.search(payload.searchType, {
          lang,
          ...payload,
          requestJson,
        });
        return { response, mensaje: 'OK' };
      } catch (error) {
        if (error instanceof GridRequestError)
          return sendError(req, reply, 400, `invalid requestJson: ${error.message}`);
        throw error;
      }
    },
  );
};

export default searchRoutes;

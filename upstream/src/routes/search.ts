/** Search service `POST /api/searchservice/v1` for every `searchType` (SPEC section 7). */
import type { FastifyPluginAsync } from 'fastify';
import { REQUEST_JSON_MAX_BYTES, SEARCH_TERM_MAX_LENGTH } from '../../../shared/constants.js';
import { LANGS } from '../../../shared/types/common.js';
import { SEARCH_TYPES, type SearchRequest } from '../../../shared/types/search.js';
import { sendError } from '../plugins/errors.js';
import { GridRequestError } from '../search/grid.js';

const term = { type: 'string', maxLength: SEARCH_TERM_MAX_LENGTH } as const;

export const searchRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lang', 'payload'],
  properties: {
    lang: { enum: [...LANGS] },
    payload: {
      type: 'object',
      additionalProperties: false,
      required: ['term', 'term2', 'termT', 'searchType'],
      properties: { term, term2: term, termT: term, searchType: { enum: [...SEARCH_TYPES] } },
    },
    requestJson: { type: 'string', maxLength: REQUEST_JSON_MAX_BYTES },
  },
} as const;

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

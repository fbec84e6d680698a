/** Content service `POST /api/contentservice/v1` (SPEC section 7). */
import type { FastifyPluginAsync } from 'fastify';
import { SEARCH_TERM_MAX_LENGTH } from '../../../shared/constants.js';
import { LANGS } from '../../../shared/types/common.js';
import { CONTENT_TYPES, type ContentRequest } from '../../../shared/types/content.js';
import { sendError } from '../plugins/errors.js';

export const contentRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lang', 'payload'],
  properties: {
    lang: { enum: [...LANGS] },
    payload: {
      type: 'object',
      additionalProperties: false,
      required: ['term', 'type'],
      properties: {
        term: { type: 'string', maxLength: SEARCH_TERM_MAX_LENGTH },
        type: { enum: [...CONTENT_TYPES] },
      },
    },
  },
} as const;

const contentRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ContentRequest }>(
    '/api/contentservice/v1',
    {
      config: { envelope: 'content' },
      preHandler: app.requireToken,
      schema: { body: contentRequestSchema },
    },
    async (req, reply) => {
      const { lang, payload } = req.body;
      if (payload.type === 'page.glosario') {
        return { status: true, messages: [], response: { data: app.content.glossaryList(lang) } };
      }
      const term = payload.term.trim();
      if (!term) return sendError(req, reply, 400, 'a term is required for page.glosario.landing');
      const data = app.content.glossaryTerm(lang, term);
      if (!data) {
        return {
          status: false,
          messages: [`no glossary term "${term}"`],
          response: { data: null },
        };
      }
      return { status: true, messages: [], response: { data } };
    },
  );
};

export default contentRoutes;

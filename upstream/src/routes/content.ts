/** Content service `POST /api/contentservice/v1` (specification §7). */
import type { FastifyPluginAsync } from 'fastify';
import { contentRequestSchema } from '#shared/schemas.js';
import type { ContentRequest } from '#shared/types/content.js';
import { sendError } from '../plugins/errors.js';

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
      if (payload.type === 'page.legal') {
        const data = app.content.legalPage(lang, payload.term);
        return data
          ? { status: true, messages: [], response: { data } }
          : {
              status: false,
              messages: [`no legal page "${payload.term}"`],
              response: { data: null },
            };
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

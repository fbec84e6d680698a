/**
 * Company documents (`/docs/emisoras/<issuer>/<year>/<id>.<format>`, the URLs the search answers
 * give): public like the media, each made in its format when asked for. A URL that is not one of a
 * document's own is 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { documentFile, isGeneratedFormat } from '../documents/files.js';

const FILE = /^(\d{1,9})\.([a-z]{2,5})$/;

const documentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { key: string; year: string; file: string } }>(
    '/docs/emisoras/:key/:year/:file',
    async (req, reply) => {
      const match = FILE.exec(req.params.file);
      const doc = match ? app.documents.get(Number(match[1])) : null;
      const path = req.url.split('?', 1)[0];
      const own = [doc?.documento_html, doc?.documento_binario].find(
        (file) => file?.url_documento === path,
      );
      const format = match?.[2] ?? '';
      if (!doc || !own || !isGeneratedFormat(format)) {
        return reply.code(404).send({ status: false, message: 'not found' });
      }
      const file = await documentFile(doc, format);
      return reply
        .type(file.type)
        .header('content-disposition', `${file.disposition}; filename="${req.params.file}"`)
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};

export default documentRoutes;

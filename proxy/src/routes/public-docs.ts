/** Static public documents built by `npm run build` (the search-help PDFs) under `/docs/`. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const publicDocsRoutes: FastifyPluginAsync = async (app) => {
  const root = path.resolve(app.config.env.CLIENT_DIST_DIR, 'docs');
  if (!existsSync(root)) {
    app.log.warn({ root }, 'public documents not built: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/docs/',
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });
};

export default publicDocsRoutes;

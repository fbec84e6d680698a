/** The site icon: a text-free mark of our own (rising bars on navy). */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b2545"/><rect x="7" y="17" width="4" height="8" fill="#13a89e"/><rect x="14" y="12" width="4" height="13" fill="#e8eef5"/><rect x="21" y="7" width="4" height="18" fill="#f2a541"/></svg>`;

const faviconRoutes: FastifyPluginAsync = async (app) => {
  const favicon = async (_req: unknown, res: FastifyReply) =>
    res.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON);
  app.get('/favicon.svg', favicon);
  app.get('/favicon.ico', favicon);
};

export default faviconRoutes;

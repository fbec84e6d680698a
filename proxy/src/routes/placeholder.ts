/**
 * Minimal bilingual home page served until the client's server-side rendering is hooked up
 * (issue 6 replaces this module). It states what the product is and where the health check is.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isLang, type Lang } from '../../../shared/types/common.js';

const TEXT: Record<Lang, { title: string; body: string }> = {
  es: {
    title: 'Sitio en construcción',
    body: 'El glosario y el buscador del sitio estarán disponibles en breve.',
  },
  en: {
    title: 'Site under construction',
    body: 'The glossary and the site search will be available shortly.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(lang: Lang, groupName: string): string {
  const t = TEXT[lang];
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(t.title)} - ${escapeHtml(groupName)}</title></head>
<body><main><h1>${escapeHtml(groupName)}</h1><p>${escapeHtml(t.title)}</p><p>${escapeHtml(t.body)}</p></main></body>
</html>`;
}

/** A text-free mark of our own: rising bars on navy. */
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b2545"/><rect x="7" y="17" width="4" height="8" fill="#13a89e"/><rect x="14" y="12" width="4" height="13" fill="#e8eef5"/><rect x="21" y="7" width="4" height="18" fill="#f2a541"/></svg>`;

const placeholderRoutes: FastifyPluginAsync = async (app) => {
  const { groupName } = app.config.site;
  const favicon = async (_req: unknown, res: FastifyReply) =>
    res.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON);
  app.get('/favicon.svg', favicon);
  app.get('/favicon.ico', favicon);
  const reply = (lang: Lang) => page(lang, groupName);
  app.get('/', async (_req, res) => res.type('text/html; charset=utf-8').send(reply('es')));
  app.get<{ Params: { lang: string } }>('/:lang', async (req, res) => {
    if (!isLang(req.params.lang))
      return res.code(404).type('text/html; charset=utf-8').send(reply('es'));
    return res.type('text/html; charset=utf-8').send(reply(req.params.lang));
  });
};

export default placeholderRoutes;

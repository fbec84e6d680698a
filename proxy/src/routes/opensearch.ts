/**
 * The OpenSearch description of each language (decision 115), so that browsers can search the site
 * from the address bar: the same for every visitor of a host, so shared caches may keep it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { OPENSEARCH_TYPE, openSearchPath, openSearchTemplate } from '#shared/opensearch.js';
import { LANGS, type Lang } from '#shared/types/common.js';
import { CACHE_CONTROL, malformedHost, originOf, xmlEscape } from './seo.js';

/** What the browser shows of the search engine it offers to add, per language. */
const DESCRIPTION: Record<Lang, (group: string) => string> = {
  es: (group) =>
    `Busca en el glosario, emisoras, instrumentos, documentos, índices y secciones de ${group}.`,
  en: (group) =>
    `Search the glossary, issuers, instruments, documents, indices and sections of ${group}.`,
};

/** OpenSearch 1.1 caps the short name at 16 characters. */
const SHORT_NAME_MAX = 16;

export function openSearchXml(
  origin: string,
  lang: Lang,
  site: { siteSegment: string; groupName: string; groupAbbreviation: string },
): string {
  const shortName = site.groupAbbreviation.slice(0, SHORT_NAME_MAX);
  const template = openSearchTemplate(origin, lang, site.siteSegment);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${xmlEscape(shortName)}</ShortName>`,
    `  <Description>${xmlEscape(DESCRIPTION[lang](site.groupName))}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Language>${lang}</Language>`,
    `  <Image height="32" width="32" type="image/svg+xml">${xmlEscape(`${origin}/favicon.svg`)}</Image>`,
    `  <Url type="text/html" method="get" template="${xmlEscape(template)}"/>`,
    `  <Url type="${OPENSEARCH_TYPE}" rel="self" template="${xmlEscape(origin + openSearchPath(lang))}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

const openSearchRoutes: FastifyPluginAsync = async (app) => {
  for (const lang of LANGS) {
    app.get(openSearchPath(lang), async (req, reply) => {
      const origin = originOf(req);
      if (origin === null) return malformedHost(reply);
      return reply
        .type(`${OPENSEARCH_TYPE}; charset=utf-8`)
        .header('cache-control', CACHE_CONTROL)
        .send(openSearchXml(origin, lang, app.config.site));
    });
  }
};

export default openSearchRoutes;

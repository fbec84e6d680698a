/**
 * What search engines and social networks read from a page's head: Open Graph and Twitter card
 * tags, and schema.org JSON-LD for the glossary and its terms, with the page's absolute URLs.
 */
import type { Lang } from '#shared/types/common.js';
import { escapeHtml } from '#shared/html.js';
import type { PageMeta } from './meta.js';

export interface ShareContext {
  meta: PageMeta;
  /** The page's canonical URL. */
  url: string;
  origin: string;
  lang: Lang;
  siteName: string;
  /** Path of the 1200 × 630 share image (`SiteConfig.shareImagePath`). */
  imagePath: string;
}

const OG_LOCALES: Record<Lang, string> = { es: 'es_MX', en: 'en_US' };

/** JSON in a script element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

/** The schema.org object of the page, or null when it is neither the glossary nor a term. */
export function structuredData(context: ShareContext): Record<string, unknown> | null {
  const { meta, url, origin, lang } = context;
  const about = meta.schema;
  if (!about) return null;
  const base = { '@context': 'https://schema.org', inLanguage: lang, url };
  if (about.type === 'DefinedTermSet') {
    return {
      ...base,
      '@type': 'DefinedTermSet',
      '@id': url,
      name: meta.title,
      description: meta.description ?? '',
    };
  }
  return {
    ...base,
    '@type': 'DefinedTerm',
    name: about.name,
    description: meta.description ?? '',
    ...(about.dateModified ? { dateModified: about.dateModified } : {}),
    inDefinedTermSet: {
      '@type': 'DefinedTermSet',
      '@id': origin + about.setPath,
      name: about.setName,
      url: origin + about.setPath,
    },
  };
}

/** The head tags for sharing and structured data, one per line. */
export function shareTags(context: ShareContext): string[] {
  const { meta, url, origin, lang, siteName, imagePath } = context;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}">`;
  const image = origin + imagePath;
  const tags = [
    property('og:type', 'website'),
    property('og:site_name', siteName),
    property('og:title', meta.title),
    ...(meta.description ? [property('og:description', meta.description)] : []),
    property('og:url', url),
    property('og:locale', OG_LOCALES[lang]),
    property('og:image', image),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    ...(meta.description ? [named('twitter:description', meta.description)] : []),
    named('twitter:image', image),
  ];
  const data = structuredData(context);
  // A data block: never run, so the CSP needs no allowance for it.
  if (data) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags;
}

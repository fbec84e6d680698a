/**
 * Links the first mention of each term in `mentions` in a term's sanitized body, where the answer
 * arrives, so the server's HTML and the hydrating page's are the same string (decision 065).
 */
import { linkFirstMentions } from '#shared/glossary-links.js';
import { decodePathTerm, encodePathTerm } from '#shared/path-term.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A mention's link, relative to the term page (`…/glosario/<term>`), its segment re-encoded. */
function hrefOf(uri: string): string | null {
  const decoded = decodePathTerm(uri);
  return decoded.ok && decoded.value ? `./${encodePathTerm(decoded.value)}` : null;
}

export function linkMentions(html: string, mentions: unknown, ownTitle: unknown): string {
  if (!Array.isArray(mentions)) return html;
  const terms = (mentions as unknown[]).flatMap((m) => {
    if (!isRecord(m) || typeof m.title !== 'string' || typeof m.uri !== 'string') return [];
    const href = hrefOf(m.uri);
    return href ? [{ title: m.title, href }] : [];
  });
  return terms.length > 0
    ? linkFirstMentions(html, terms, typeof ownTitle === 'string' ? ownTitle : '')
    : html;
}

/** The term and language of a term page's URL (specification §2, "Glossary term page"). */
import { decodePathTerm } from '#shared/path-term.js';
import { isLang, type Lang } from '#shared/types/common.js';

/** `/es/{site}/glosario/{term}` split on `/` gives ['', 'es', site, 'glosario', term]. */
const TERM_INDEX = 4;
const LANG_INDEX = 1;

/**
 * The language and term (underscores as spaces) of a term page's path; null when the language is
 * not the site's, the term is missing or empty, or its percent-encoding is malformed.
 */
export function termFromPath(pathname: string): { lang: Lang; term: string } | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/');
  const lang = segments[LANG_INDEX];
  const raw = segments[TERM_INDEX];
  if (!isLang(lang) || raw === undefined || raw === '') return null;
  const decoded = decodePathTerm(raw);
  if (!decoded.ok || decoded.value === '') return null;
  return { lang, term: decoded.value };
}

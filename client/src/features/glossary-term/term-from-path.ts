/** The term and language of a term page's URL (SPEC section 2, "Glossary term page"). */
import { decodePathTerm } from '#shared/path-term.js';
import { isLang, type Lang } from '#shared/types/common.js';

/** Index of the term in `pathname.split('/')`: `/es/{site}/glosario/{term}` gives ['', 'es', …, term]. */
const TERM_INDEX = 4;
const LANG_INDEX = 1;

/**
 * Reads the term from the 5th path segment (index 4 of the split path, so `/es/bmv/glosario/Acci%C3%B3n`
 * gives 'Acción') with underscores turned into spaces, and the language from the first path
 * segment. Null when the language is not one of the site's, the path is too short, the term is
 * empty or its percent-encoding is malformed.
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

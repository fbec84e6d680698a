/**
 * Search and glossary terms inside URL paths (specification §§2 and 5): spaces and slashes travel
 * as underscores, and the segment is percent-encoded (accented letters, ñ, ü).
 */

export type Decoded = { ok: true; value: string } | { ok: false; error: 'malformed-encoding' };

/** Turns a term into a path segment: spaces and slashes to underscores, then percent-encoding. */
export function encodePathTerm(term: string): string {
  const underscored = term.trim().replace(/[\s/\\]+/g, '_');
  // Browsers resolve `.` and `..` segments away (`%2E` too): a trailing space keeps the term.
  return encodeURIComponent(/^\.{1,2}$/.test(underscored) ? `${underscored}_` : underscored);
}

/**
 * Reads a term from a path segment: percent-decoding (UTF-8, including ñ and ü) then underscores
 * back to spaces. Malformed percent-encoding returns a failure value and never throws.
 */
export function decodePathTerm(segment: string): Decoded {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return { ok: false, error: 'malformed-encoding' };
  }
  return { ok: true, value: decoded.replace(/_/g, ' ').replace(/\s+/g, ' ').trim() };
}

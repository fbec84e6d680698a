import fc from 'fast-check';
import { SEARCH_TERM_MAX_LENGTH } from '../constants.js';
import { anyText } from '../test-utils/arbitraries.js';
import { splitSearchText } from './search-text.js';

const chars = (s: string) => Array.from(s);

describe('splitSearchText (properties)', () => {
  // Short texts of any characters, and texts about as long as the limit.
  const searchText = fc.oneof(
    anyText(),
    fc.string({
      unit: fc.constantFrom('a', 'ñ', ' ', '\t', '\u00a0', '😀'),
      minLength: 180,
      maxLength: 240,
    }),
  );

  it('splits the trimmed, bounded text at its first space without losing a character', () => {
    fc.assert(
      fc.property(searchText, (text) => {
        const { term, term2, termT } = splitSearchText(text);
        expect(chars(termT).length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
        expect(termT).toBe(termT.trim());
        expect(termT).not.toMatch(/\s\s|[^\S ]/);
        expect(term).not.toContain(' ');
        expect(term2 === '' ? term : `${term} ${term2}`).toBe(termT);
      }),
    );
  });
});

import fc from 'fast-check';
import { ALPHABET } from '#shared/constants.js';
import { LANGS } from '#shared/types/common.js';
import {
  LETTER_PARAM,
  TEXT_PARAM,
  parseLetter,
  readFinderParams,
  withFinderParams,
} from './finder-params.js';

const lang = fc.constantFrom(...LANGS);
const letter = fc.constantFrom(...ALPHABET);
const finderNames = new Set<string>([...Object.values(LETTER_PARAM), TEXT_PARAM]);
/** Other parameters of the page's query, which the finder must keep. */
const others = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 6 }).filter((name) => !finderNames.has(name)),
  fc.string({ maxLength: 6 }),
  { maxKeys: 3 },
);

describe('finder state in the URL (properties)', () => {
  it('reads back the letter and text it wrote, in either language, keeping other parameters', () => {
    fc.assert(
      fc.property(
        lang,
        lang,
        letter,
        fc.string({ unit: 'grapheme', maxLength: 20 }).filter((t) => t.trim() !== ''),
        others,
        (written, read, l, text, rest) => {
          const next = withFinderParams(new URLSearchParams(rest), written, { letter: l, text });
          // Through the address bar and back, as a reload or a language switch reads it.
          const url = new URLSearchParams(next.toString());
          expect(readFinderParams(url, read)).toEqual({ letter: l, text });
          for (const [name, value] of Object.entries(rest)) expect(url.get(name)).toBe(value);
        },
      ),
    );
  });

  it('reads a letter whatever its case or surrounding spaces', () => {
    fc.assert(
      fc.property(letter, fc.boolean(), fc.constantFrom('', ' ', '\t'), (l, lower, space) => {
        expect(parseLetter(`${space}${lower ? l.toLowerCase() : l}${space}`)).toBe(l);
      }),
    );
  });
});

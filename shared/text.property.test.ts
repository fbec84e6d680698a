import fc from 'fast-check';
import { ELLIPSIS } from './constants.js';
import { anyText, typed, typedText, word } from './test-utils/arbitraries.js';
import { cut, fold, highlightParts } from './text.js';

const chars = (s: string) => Array.from(s);

describe('cut (properties)', () => {
  it('keeps at most N characters of the text, then an ellipsis, never half a character', () => {
    fc.assert(
      fc.property(anyText(), fc.integer({ min: 0, max: 30 }), (text, max) => {
        const out = cut(text, max);
        expect(chars(out).length).toBeLessThanOrEqual(max + 1);
        // In Unicode mode a surrogate range matches only half of a pair.
        expect(out).not.toMatch(/[\uD800-\uDFFF]/u);
        if (chars(text).length <= max) {
          expect(out).toBe(text);
        } else {
          expect(out.endsWith(ELLIPSIS)).toBe(true);
          expect(text.startsWith(out.slice(0, -ELLIPSIS.length))).toBe(true);
        }
      }),
    );
  });

  it('cuts a cut text no further', () => {
    fc.assert(
      fc.property(anyText(), fc.integer({ min: 0, max: 30 }), (text, max) => {
        const once = cut(text, max);
        expect(cut(once, max)).toBe(once);
      }),
    );
  });
});

describe('fold (properties)', () => {
  it('ignores case, accents and the kind and number of spaces', () => {
    fc.assert(
      fc.property(typedText(), ({ plain, typed }) => {
        expect(fold(typed)).toBe(plain);
      }),
    );
  });
});

describe('highlightParts (properties)', () => {
  // Texts of random words and copies of the query word, typed with any case and accents.
  const textAndQuery = fc
    .tuple(word(2, 4), fc.array(fc.option(word(1, 6)), { maxLength: 8 }))
    .chain(([query, words]) =>
      typed(words.map((w) => w ?? query).join(' ')).map((text) => ({ text, query })),
    );

  it('marks every occurrence of a query word however it is typed, and keeps the text', () => {
    fc.assert(
      fc.property(textAndQuery, fc.boolean(), ({ text, query }, bold) => {
        const parts = highlightParts(bold ? `<b>${text}</b>` : text, query);
        expect(parts.map((p) => p.text).join('')).toBe(text);
        parts.forEach((part, i) => {
          expect(part.text).not.toBe('');
          if (i > 0) expect(part.match).not.toBe(parts[i - 1]?.match);
          if (part.match) expect(fold(part.text)).toContain(query);
          else expect(fold(part.text)).not.toContain(query);
        });
      }),
    );
  });
});

import fc from 'fast-check';
import { typed, word } from '../test-utils/arbitraries.js';
import { fold } from '../text.js';
import { highlightParts } from './highlight.js';

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

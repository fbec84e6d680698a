import fc from 'fast-check';
import { findMentions, linkFirstMentions } from './glossary-links.js';
import { typed } from './test-utils/arbitraries.js';
import { fold } from './text.js';

const TITLES = ['accion', 'accion preferente', 'bono', 'dividendo', 'ipc', 'tasa de interes'];
const TERMS = TITLES.map((title, i) => ({ title, href: `#term-${i}` }));
const WORDS = ['accion', 'acciones', 'preferente', 'bono', 'bonos', 'dividendo', 'ipc', 'tasa'];
const FILLER = ['de', 'interes', 'la', 'un', 'mercado'];

/** Words of the glossary and others, as typed in a definition. */
const words = fc
  .array(fc.constantFrom(...TITLES, ...WORDS, ...FILLER), { minLength: 1, maxLength: 6 })
  .chain((list) => typed(list.join(' ')));

/** A definition's HTML: text, existing links and other tags. */
const html = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: words },
      words.map((text) => `<a href="/elsewhere">${text}</a>`),
      fc.constantFrom('<p>', '</p>', '<b>', '</b>', '<br>', '<a title="x > y" href="/z">', '</a>'),
    ),
    { maxLength: 8 },
  )
  .map((pieces) => pieces.join(' '));

const own = fc.constantFrom('', ...TITLES).chain((title) => typed(` ${title} `));

/** The links `linkFirstMentions` added (`#term-N`): their text and whether they sit in a link. */
function addedLinks(out: string) {
  const added: { href: string; text: string; nested: boolean }[] = [];
  let depth = 0;
  let open: (typeof added)[number] | null = null;
  for (const token of out.split(/(<(?:[^>"']|"[^"]*"|'[^']*')*>)/)) {
    if (/^<a[\s>]/.test(token)) {
      const href = /href="(#term-\d+)"/.exec(token)?.[1];
      if (href) open = { href, text: '', nested: depth > 0 };
      depth++;
    } else if (token.startsWith('</a')) {
      depth = Math.max(0, depth - 1);
      if (open) added.push(open);
      open = null;
    } else if (open && !token.startsWith('<')) {
      open.text += token;
    }
  }
  return added;
}

const textOf = (s: string) => s.replace(/<(?:[^>"']|"[^"]*"|'[^']*')*>/g, '');

describe('glossary mention links (properties)', () => {
  it('changes no text and puts no link inside another', () => {
    fc.assert(
      fc.property(html, own, (body, title) => {
        const out = linkFirstMentions(body, TERMS, title);
        expect(textOf(out)).toBe(textOf(body));
        expect(addedLinks(out).filter((link) => link.nested)).toEqual([]);
      }),
    );
  });

  it('links each mentioned term once, on its own words, never the page’s own term', () => {
    fc.assert(
      fc.property(html, own, (body, title) => {
        const added = addedLinks(linkFirstMentions(body, TERMS, title));
        const others = TERMS.filter((t) => t.title !== fold(title));
        expect(added.map((a) => a.href).sort()).toEqual(
          findMentions(body, others)
            .map((t) => t.href)
            .sort(),
        );
        expect(new Set(added.map((a) => a.href)).size).toBe(added.length);
        for (const link of added) {
          const term = others.find((t) => t.href === link.href);
          expect(fold(link.text)).toBe(term?.title);
        }
      }),
    );
  });

  it('finds the same terms however the words are typed', () => {
    const plain = fc
      .array(fc.constantFrom(...TITLES, ...WORDS, ...FILLER), { minLength: 1, maxLength: 6 })
      .map((list) => list.join(' '));
    fc.assert(
      fc.property(
        plain.chain((text) => typed(text).map((variant) => [text, variant] as const)),
        ([text, variant]) => {
          expect(findMentions(variant, TERMS)).toEqual(findMentions(text, TERMS));
        },
      ),
    );
  });
});

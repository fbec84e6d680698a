import fc from 'fast-check';
import { DEFAULT_SITE_CONFIG } from './branding.js';
import { glossaryEntryUrl, searchPageUrl } from './links.js';
import { decodePathTerm, encodePathTerm } from './path-term.js';
import { alternatePath, matchRoute, otherLang } from './routes.js';
import { anyText } from './test-utils/arbitraries.js';
import { LANGS } from './types/common.js';

const site = DEFAULT_SITE_CONFIG.siteSegment;

/** What a term becomes in a path: spaces, slashes and underscores read back as single spaces. */
const asRead = (term: string) => term.replace(/[\s/\\_]+/g, ' ').trim();

/** Terms with the characters paths treat specially, and any other text. */
const term = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.constantFrom('.', '/', ' ', '_', '%', 'a'), maxLength: 3 }),
  },
  fc.string({
    unit: fc.constantFrom('%', '/', '\\', ' ', '_', '.', '?', '#', '&', 'ñ', 'é', 'a', '+'),
    maxLength: 8,
  }),
  anyText(20),
);
const lang = fc.constantFrom(...LANGS);

/** The path a browser requests for a link written as `href` (dot segments resolved). */
const requested = (href: string) => {
  const url = new URL(href, 'https://example.org/');
  return { path: url.pathname, query: url.search };
};

describe('terms in paths (properties)', () => {
  it('reads back any term from its path segment, spaces and slashes as spaces', () => {
    fc.assert(
      fc.property(term, (t) => {
        expect(decodePathTerm(encodePathTerm(t))).toEqual({ ok: true, value: asRead(t) });
      }),
    );
  });

  it('leads a glossary link, as the browser requests it, to its own term', () => {
    fc.assert(
      fc.property(term, lang, (t, l) => {
        fc.pre(asRead(t) !== '');
        const { path } = requested(glossaryEntryUrl(l, t, DEFAULT_SITE_CONFIG));
        const match = matchRoute(path, site);
        expect(match).toMatchObject({ id: 'glossaryTerm', lang: l });
        expect(decodePathTerm(match?.params.term ?? '')).toEqual({ ok: true, value: asRead(t) });
      }),
    );
  });

  it('leads a search link, as the browser requests it, to its own term and tab', () => {
    fc.assert(
      fc.property(term, lang, fc.integer({ min: 1, max: 4 }), (t, l, tab) => {
        const { path, query } = requested(searchPageUrl(l, t, tab, DEFAULT_SITE_CONFIG));
        const match = matchRoute(path, site);
        expect(match).toMatchObject({ id: 'search', lang: l });
        expect(decodePathTerm(match?.params.term ?? '')).toEqual({ ok: true, value: asRead(t) });
        expect(query).toBe(`?tab=${tab}`);
      }),
    );
  });

  it('switches language and back to the same route, term and query', () => {
    fc.assert(
      fc.property(term, lang, fc.integer({ min: 1, max: 4 }), (t, l, tab) => {
        const href = searchPageUrl(l, t, tab, DEFAULT_SITE_CONFIG);
        const [path, query] = href.split('?');
        const other = alternatePath(href, site) ?? '';
        expect(matchRoute(other.split('?')[0] ?? '', site)?.lang).toBe(otherLang(l));
        const back = alternatePath(other, site) ?? '';
        expect(matchRoute(back.split('?')[0] ?? '', site)).toEqual(matchRoute(path ?? '', site));
        expect(back.split('?')[1]).toBe(query);
      }),
    );
  });
});

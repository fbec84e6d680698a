import { MAX_SIDE_CARDS } from '#shared/constants.js';
import type { SharedContentCard } from '#shared/types/entities.js';
import {
  pickSideCardPositions,
  pickSideCards,
  readTermData,
  relatedHref,
  sideCardsAt,
} from './term-data.js';
import { cards, cardsWithDuplicates, landing, seeded, termData } from './test-fixtures.js';

describe('pickSideCards', () => {
  it('keeps at most 4 distinct cards (by url) out of 10 with duplicates', () => {
    const input = cardsWithDuplicates('es');
    expect(input).toHaveLength(10);
    for (let seed = 1; seed <= 50; seed++) {
      const picked = pickSideCards(input, seeded(seed));
      expect(picked).toHaveLength(MAX_SIDE_CARDS);
      expect(new Set(picked.map((c) => c.url)).size).toBe(MAX_SIDE_CARDS);
      for (const card of picked) expect(input).toContainEqual(card);
    }
  });

  it('chooses at random: the same source gives the same pick, other sources other picks', () => {
    const input = cards('en', 10);
    const urls = (random: () => number) => pickSideCards(input, random).map((c) => c.url);
    expect(urls(seeded(7))).toEqual(urls(seeded(7)));
    const picks = new Set(Array.from({ length: 20 }, (_, i) => urls(seeded(i + 1)).join('|')));
    expect(picks.size).toBeGreaterThan(1);
  });

  it('keeps 4 or fewer distinct cards in their order without calling random', () => {
    const random = jest.fn(() => 0.5);
    const three = cards('es', 3);
    expect(pickSideCards([...three, { ...three[0]! }], random)).toEqual(three);
    expect(pickSideCards(cards('es', 4), random)).toEqual(cards('es', 4));
    expect(random).not.toHaveBeenCalled();
  });

  it('returns an earlier pick unchanged, so a loader can pick once for server and client', () => {
    const once = pickSideCards(cardsWithDuplicates('es'), seeded(3));
    expect(pickSideCards(once, seeded(99))).toEqual(once);
  });

  it('leaves out malformed cards, as a loader may pass the answer unchecked', () => {
    const [a, b] = cards('es', 2) as [SharedContentCard, SharedContentCard];
    const raw = [a, { displayTitle: '', url: '/es/x' }, { displayTitle: 'Sin url' }, null, 'x', b];
    expect(pickSideCards(raw as unknown as SharedContentCard[])).toEqual([a, b]);
  });

  it('gives no cards for a missing or empty list', () => {
    expect(pickSideCards(undefined)).toEqual([]);
    expect(pickSideCards(null)).toEqual([]);
    expect(pickSideCards([])).toEqual([]);
  });
});

describe('pickSideCardPositions', () => {
  it('names the cards pickSideCards picks, by their positions in the list, in the same order', () => {
    const input = cardsWithDuplicates('es');
    for (let seed = 1; seed <= 50; seed++) {
      const positions = pickSideCardPositions(input, seeded(seed));
      expect(positions).toHaveLength(MAX_SIDE_CARDS);
      expect(sideCardsAt(input, positions)).toEqual(pickSideCards(input, seeded(seed)));
    }
  });

  it('skips malformed and repeated cards, and gives none for a list that is not one', () => {
    const [a, b] = cards('es', 2) as [SharedContentCard, SharedContentCard];
    const raw = [null, a, { displayTitle: 'Sin url' }, { ...a }, b];
    expect(pickSideCardPositions(raw)).toEqual([1, 4]);
    expect(pickSideCardPositions(undefined)).toEqual([]);
    expect(pickSideCardPositions({ 0: a })).toEqual([]);
  });
});

describe('sideCardsAt', () => {
  it('reads the cards at the positions, in their order, leaving out positions the list lacks', () => {
    const list = cards('es', 3);
    expect(sideCardsAt(list, [2, 0])).toEqual([list[2], list[0]]);
    expect(sideCardsAt(list, [5, 1, -1])).toEqual([list[1]]);
    expect(sideCardsAt(null, [0])).toEqual([]);
  });
});

describe('readTermData', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x.svg',
  ])('drops the image URL %p of the term and of its cards (site paths and http(s) only)', (url) => {
    const [card] = cards('es', 1) as [SharedContentCard];
    const content = readTermData(
      termData('es', { landing: { image: { url } }, cards: [{ ...card, image: { url } }] }),
    );
    expect(content?.imageUrl).toBeNull();
    expect(content?.cards[0]?.image.url).toBe('');
    expect(content?.cards[0]?.displayTitle).toBe(card.displayTitle);
  });

  it('reads the first landing: title, body, image, aliases, related links and cards', () => {
    const content = readTermData(termData('es', { cards: cards('es', 2) }));
    expect(content).toEqual({
      title: 'Acción',
      segment: 'Acci%C3%B3n',
      bodyHtml: '<p>Una acción es una parte del capital de una empresa.</p>',
      imageUrl: '/media/acciones.svg',
      aliases: [
        { text: 'Título accionario', lang: null },
        { text: 'Participación', lang: null },
      ],
      related: [
        { title: 'Acción preferente', segment: 'Acci%C3%B3n_preferente' },
        { title: 'Dividendo', segment: 'Dividendo' },
      ],
      seeAlso: [],
      cards: cards('es', 2),
      otherLanguage: null,
      reviewed: null,
    });
  });

  it('reads "see also" terms by display title (else title) and uri, dropping malformed ones', () => {
    const seeAlso = [
      { title: 'Dividendo', displayTitle: 'Dividendo', uri: 'Dividendo' },
      { title: 'Bono', displayTitle: '', uri: 'Bono' },
      { title: 'Sin uri', displayTitle: 'Sin uri', uri: '' },
      'nonsense',
    ];
    const content = readTermData(termData('es', { landing: { seeAlso: seeAlso as never } }));
    expect(content?.seeAlso).toEqual([
      { title: 'Dividendo', segment: 'Dividendo' },
      { title: 'Bono', segment: 'Bono' },
    ]);
  });

  it('falls back to the title with underscores shown as spaces when displayTitle is missing', () => {
    const data = termData('en', { landing: { displayTitle: '', title: 'Preferred_share' } });
    expect(readTermData(data)?.title).toBe('Preferred share');
  });

  it.each([
    ['no data', undefined],
    ['null data', null],
    ['no landing list', { sharedContentEspacioBolsas: [] }],
    ['an empty landing list', { pageGlosarioLandings: [], sharedContentEspacioBolsas: [] }],
    ['a landing that is not an object', { pageGlosarioLandings: ['x'] }],
    ['a landing without a title', termData('es', { landing: { displayTitle: '', title: '' } })],
    ['a landing without a body', { pageGlosarioLandings: [{ ...landing('es'), body: undefined }] }],
    ['a landing with an empty body', termData('es', { landing: { body: { html: '  ' } } })],
    [
      'a body that is not text',
      { pageGlosarioLandings: [{ ...landing('es'), body: { html: 3 } }] },
    ],
  ])('gives null (data structure error) for %s', (_, data) => {
    expect(readTermData(data)).toBeNull();
  });

  it('gives the chips in their language and none repeating the title', () => {
    const data = termData('es', {
      landing: {
        displayTitle: 'Cobertura de riesgos',
        title: 'Cobertura',
        alias: ['Cobertura de riesgos', 'Hedging', 'Coberturas cambiarias'],
        aliasLang: { Hedging: 'en' },
      },
    });
    expect(readTermData(data)?.aliases).toEqual([
      { text: 'Hedging', lang: 'en' },
      { text: 'Coberturas cambiarias', lang: null },
    ]);
  });

  it('drops malformed optional parts instead of failing', () => {
    const data = {
      pageGlosarioLandings: [
        {
          ...landing('es'),
          image: null,
          alias: ['Uno', 3, '', 'Uno', ' Dos '],
          relatedContents: [{ displayTitle: 'Ok', url: 'Ok' }, { displayTitle: 'Sin url' }, null],
        },
      ],
      sharedContentEspacioBolsas: [
        { displayTitle: 'Ok', url: '/es/ok', image: null },
        { displayTitle: '', url: '/es/sin-titulo' },
        'x',
      ],
    };
    expect(readTermData(data)).toMatchObject({
      imageUrl: null,
      aliases: [
        { text: 'Uno', lang: null },
        { text: 'Dos', lang: null },
      ],
      related: [{ title: 'Ok', segment: 'Ok' }],
      cards: [{ displayTitle: 'Ok', shortDescription: '', image: { url: '' }, url: '/es/ok' }],
    });
  });
});

describe('relatedHref', () => {
  it('appends the term segment to the glossary route of the language and site', () => {
    expect(relatedHref('es', 'bmv', 'Acci%C3%B3n_preferente')).toBe(
      '/es/bmv/glosario/Acci%C3%B3n_preferente',
    );
    expect(relatedHref('en', 'bmv', 'Preferred_share')).toBe('/en/bmv/glossary/Preferred_share');
    expect(relatedHref('es', 'otro', 'Dividendo')).toBe('/es/otro/glosario/Dividendo');
  });

  it('encodes characters that would leave the glossary route', () => {
    expect(relatedHref('es', 'bmv', 'a/b?c#d')).toBe('/es/bmv/glosario/a_b%3Fc%23d');
    expect(relatedHref('es', 'bmv', 'Año fiscal')).toBe('/es/bmv/glosario/A%C3%B1o_fiscal');
    expect(relatedHref('es', 'bmv', '100%')).toBe('/es/bmv/glosario/100%25');
  });

  it('gives null when no term is left', () => {
    expect(relatedHref('es', 'bmv', '___')).toBeNull();
    expect(relatedHref('en', 'bmv', '')).toBeNull();
  });

  it('gives the same answers when segments repeat, before and after the kept ones start over', () => {
    const cases: [string, string | null][] = [
      ['a/b?c#d', '/es/bmv/glosario/a_b%3Fc%23d'],
      ['%E0%A4%A', '/es/bmv/glosario/%25E0%25A4%25A'],
      ['___', null],
      ['Acci%C3%B3n_preferente', '/es/bmv/glosario/Acci%C3%B3n_preferente'],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [segment, href] of cases) expect(relatedHref('es', 'bmv', segment)).toBe(href);
      // Enough other segments to make the kept ones start over (5,000 are kept).
      for (let i = 0; i < 5001; i++) relatedHref('es', 'bmv', `t${String(i)}`);
    }
    // Cleaned once, then only the route differs.
    expect(relatedHref('en', 'x', 'a/b?c#d')).toBe('/en/x/glossary/a_b%3Fc%23d');
    expect(relatedHref('en', 'bmv', 't5000')).toBe('/en/bmv/glossary/t5000');
  });
});

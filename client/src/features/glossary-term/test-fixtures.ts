/** Term-page answers for this feature's tests, shaped like the content service's. */
import type { Lang } from '#shared/types/common.js';
import type { GlossaryTermData } from '#shared/types/content.js';
import type { GlossaryLanding, SharedContentCard } from '#shared/types/entities.js';

export const LONG_SUMMARY = 'x'.repeat(150) + ' ' + 'y'.repeat(99);

const TEXT = {
  es: {
    displayTitle: 'Acción',
    title: 'Acción',
    body: '<p>Una acción es una parte del capital de una empresa.</p>',
    alias: ['Título accionario', 'Participación'],
    related: [
      { displayTitle: 'Acción preferente', url: 'Acci%C3%B3n_preferente' },
      { displayTitle: 'Dividendo', url: 'Dividendo' },
    ],
    card: 'Tarjeta',
    cardUrl: '/es/escuela/hablemos-de-bolsa/tarjeta',
  },
  en: {
    displayTitle: 'Share',
    title: 'Share',
    body: '<p>A share is a part of the capital of a company.</p>',
    alias: ['Stock', 'Equity'],
    related: [
      { displayTitle: 'Preferred share', url: 'Preferred_share' },
      { displayTitle: 'Dividend', url: 'Dividend' },
    ],
    card: 'Card',
    cardUrl: '/en/school/lets-talk-about-the-stock-market/card',
  },
} as const;

export function landing(lang: Lang, overrides: Partial<GlossaryLanding> = {}): GlossaryLanding {
  const t = TEXT[lang];
  return {
    id: `share-${lang}`,
    displayTitle: t.displayTitle,
    title: t.title,
    shortDescription: 'Short',
    body: { html: t.body },
    alias: [...t.alias],
    image: { url: '/media/acciones.svg' },
    keywords: [],
    uri: t.title,
    url: t.title,
    relatedContent: [],
    relatedContents: t.related.map((r) => ({ ...r })),
    ...overrides,
  };
}

/** `count` distinct cards (`Card 1`…), the first one with a summary longer than 200 characters. */
export function cards(lang: Lang, count: number): SharedContentCard[] {
  const t = TEXT[lang];
  return Array.from({ length: count }, (_, i) => ({
    displayTitle: `${t.card} ${i + 1}`,
    shortDescription: i === 0 ? LONG_SUMMARY : `${t.card} ${i + 1} summary`,
    image: { url: `/media/card-${i + 1}.svg` },
    url: `${t.cardUrl}-${i + 1}`,
  }));
}

/** Ten cards of which some repeat an earlier card's url: 6 distinct urls. */
export function cardsWithDuplicates(lang: Lang): SharedContentCard[] {
  const distinct = cards(lang, 6);
  const [a, b, c, d] = distinct as [
    SharedContentCard,
    SharedContentCard,
    SharedContentCard,
    SharedContentCard,
  ];
  return [...distinct, { ...a }, { ...b, displayTitle: 'Copy' }, { ...c }, { ...d }];
}

export function termData(
  lang: Lang,
  options: { landing?: Partial<GlossaryLanding>; cards?: SharedContentCard[] } = {},
): GlossaryTermData {
  return {
    pageGlosarioLandings: [landing(lang, options.landing)],
    sharedContentEspacioBolsas: options.cards ?? cardsWithDuplicates(lang),
  };
}

/** A small deterministic generator (LCG) of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

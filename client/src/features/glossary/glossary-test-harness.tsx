/**
 * The glossary view tests' harness: fixtures in both languages, the view under a memory router,
 * its queries.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryListData } from '#shared/types/content.js';
import type { GlossaryLanding } from '#shared/types/entities.js';
import { renderWithProviders } from '../../test/render.js';
import { sortTerms } from './filter.js';
import { GlossaryView, type GlossaryStatus } from './GlossaryView.js';

export const LONG = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8); // 456 chars

export function landing(title: string, extra: Partial<GlossaryLanding> = {}): GlossaryLanding {
  return {
    id: `id-${title}`,
    title,
    displayTitle: title,
    shortDescription: `Definición breve de ${title}.`,
    body: { html: `<p>${title}</p>` },
    alias: [],
    image: { url: '' },
    keywords: [],
    uri: '',
    url: '',
    relatedContent: [],
    relatedContents: [],
    ...extra,
  };
}

// Deliberately out of order: the finder sorts alphabetically.
export const UNSORTED: Record<Lang, GlossaryListData> = {
  es: {
    page: {
      displayTitle: 'Glosario_financiero',
      body: {
        html: '<p>El <strong>Glosario</strong> reúne términos.</p><script>alert(1)</script>',
      },
    },
    pageGlosarioLandings: [
      landing('Árbitro'),
      landing('Bono', { alias: ['Obligación'] }),
      landing('Accionista', { shortDescription: LONG }),
      landing('Acción', { alias: ['Título accionario', 'Share'] }),
      landing('Fondo de inversión', { displayTitle: 'Fondo_de_inversión' }),
      landing('Índice'),
      landing('Nominal'),
      landing('Ñandú'),
      landing('Bono cupón cero'),
    ],
  },
  en: {
    page: {
      displayTitle: 'Glossary',
      body: { html: '<p>The <em>Glossary</em> explains terms.</p>' },
    },
    pageGlosarioLandings: [
      landing('Bond', { alias: ['Debenture'] }),
      landing('Ask price', { alias: ['Offer price'] }),
      landing('Arbitrage'),
      landing('Investment fund', { displayTitle: 'Investment_fund', shortDescription: LONG }),
      landing('Index'),
    ],
  },
};

/** The view receives the list in the language's order: the endpoint sorts it (api.test.ts). */
export const inOrder = (data: GlossaryListData, lang: Lang): GlossaryListData => ({
  ...data,
  pageGlosarioLandings: [...sortTerms(data.pageGlosarioLandings, lang)],
});
export const DATA: Record<Lang, GlossaryListData> = {
  es: inOrder(UNSORTED.es, 'es'),
  en: inOrder(UNSORTED.en, 'en'),
};

export const GLOSSARY_PATH: Record<Lang, string> = {
  es: '/es/bmv/glosario',
  en: '/en/bmv/glossary',
};
export const LETTER_PARAM: Record<Lang, string> = { es: 'letra', en: 'letter' };

export const TEXT = {
  es: {
    loading: 'Cargando el glosario',
    resultsLoading: 'Cargando términos',
    error: 'El contenido no está disponible temporalmente; por favor, inténtelo más tarde.',
    details: 'Detalles del error',
    title: 'Glosario',
    none: 'No se encontraron coincidencias',
    search: 'Buscar en el glosario',
    top: 'Volver al inicio del glosario',
    letters: 'Filtrar por letra inicial',
    finder: 'Buscador del glosario',
    count: (n: number) => `${String(n)} ${n === 1 ? 'término' : 'términos'}`,
    seeMore: (t: string) => `Ver más sobre ${t}`,
    alsoKnownAs: 'También conocido como',
  },
  en: {
    loading: 'Loading the glossary',
    resultsLoading: 'Loading terms',
    error: 'Content is temporarily unavailable, please try again later.',
    details: 'Error details',
    title: 'Glossary',
    none: 'No matches found',
    search: 'Search the glossary',
    top: 'Back to the top of the glossary',
    letters: 'Filter by initial letter',
    finder: 'Glossary finder',
    count: (n: number) => `${String(n)} ${n === 1 ? 'term' : 'terms'}`,
    seeMore: (t: string) => `See more about ${t}`,
    alsoKnownAs: 'Also known as',
  },
} as const;

/** Shows the router's location and how it was reached, to check what the finder writes. */
export function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  return (
    <div
      data-testid="location"
      data-type={type}
      data-pathname={location.pathname}
      data-search={location.search}
    >
      <button
        type="button"
        onClick={() => {
          void navigate(-1);
        }}
      >
        history back
      </button>
    </div>
  );
}

export interface RenderOptions {
  lang?: Lang;
  query?: string;
  status?: GlossaryStatus;
  /** Defaults to the language's fixture; pass `data: undefined` for none. */
  data?: GlossaryListData;
  messages?: string[];
  day?: string;
}

export function renderGlossary(options: RenderOptions = {}) {
  const { lang = 'es', query = '', status = 'success', messages, day } = options;
  const data = 'data' in options ? options.data : DATA[lang];
  return renderWithProviders(
    <>
      <GlossaryView lang={lang} status={status} data={data} messages={messages} day={day} />
      <LocationProbe />
    </>,
    { lang, path: `${GLOSSARY_PATH[lang]}${query}` },
  );
}

export const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
export const urlQuery = () => new URLSearchParams(screen.getByTestId('location').dataset.search);
export const navigationType = () => screen.getByTestId('location').dataset.type;
export const letterLink = (letter: string) =>
  within(screen.getByRole('group')).getByRole('link', { name: letter });
export const currentLetters = () =>
  within(screen.getByRole('group'))
    .getAllByRole('link', { current: true })
    .map((b) => b.textContent);
export const searchBox = (lang: Lang) => screen.getByRole('searchbox', { name: TEXT[lang].search });
export const liveRegion = () => {
  const region = document.querySelector('[aria-live="polite"]');
  if (!(region instanceof HTMLElement)) throw new Error('no live region');
  return region;
};
export const advance = (ms: number) => {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
};
export const type = (lang: Lang, text: string) => {
  fireEvent.change(searchBox(lang), { target: { value: text } });
};

export let scrollIntoView: jest.Mock;
export let scrollTo: jest.Mock;

/** Fake timers and scroll stubs around each test. */
export function setUpGlossaryTests() {
  beforeEach(() => {
    jest.useFakeTimers();
    scrollIntoView = jest.fn();
    scrollTo = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.scrollTo = scrollTo;
  });

  afterEach(() => {
    jest.useRealTimers();
    // Restore jsdom's shape: no scrollIntoView and no matchMedia.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    delete (window as Partial<Window>).matchMedia;
  });
}

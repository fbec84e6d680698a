import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { ALPHABET, CUT_GLOSSARY_CARD, ELLIPSIS } from '#shared/constants.js';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryListData } from '#shared/types/content.js';
import type { GlossaryLanding } from '#shared/types/entities.js';
import { SiteConfigProvider } from '../../app/site-config.js';
import { messages } from '../../i18n/messages.js';
import { renderWithProviders } from '../../test/render.js';
import { firstViewOf } from './api.js';
import type { GlossaryFirstView } from './types.js';
import { sortTerms } from './filter.js';
import { GlossaryView, type GlossaryStatus } from './GlossaryView.js';

const LONG = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8); // 456 chars

function landing(title: string, extra: Partial<GlossaryLanding> = {}): GlossaryLanding {
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
const UNSORTED: Record<Lang, GlossaryListData> = {
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
const inOrder = (data: GlossaryListData, lang: Lang): GlossaryListData => ({
  ...data,
  pageGlosarioLandings: [...sortTerms(data.pageGlosarioLandings, lang)],
});
const DATA: Record<Lang, GlossaryListData> = {
  es: inOrder(UNSORTED.es, 'es'),
  en: inOrder(UNSORTED.en, 'en'),
};

const GLOSSARY_PATH: Record<Lang, string> = { es: '/es/bmv/glosario', en: '/en/bmv/glossary' };
const LETTER_PARAM: Record<Lang, string> = { es: 'letra', en: 'letter' };

const TEXT = {
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
function LocationProbe() {
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

interface RenderOptions {
  lang?: Lang;
  query?: string;
  status?: GlossaryStatus;
  /** Defaults to the language's fixture; pass `data: undefined` for none. */
  data?: GlossaryListData;
  messages?: string[];
  day?: string;
}

function renderGlossary(options: RenderOptions = {}) {
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

const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const urlQuery = () => new URLSearchParams(screen.getByTestId('location').dataset.search);
const navigationType = () => screen.getByTestId('location').dataset.type;
const letterLink = (letter: string) =>
  within(screen.getByRole('group')).getByRole('link', { name: letter });
const currentLetters = () =>
  within(screen.getByRole('group'))
    .getAllByRole('link', { current: true })
    .map((b) => b.textContent);
const searchBox = (lang: Lang) => screen.getByRole('searchbox', { name: TEXT[lang].search });
const liveRegion = () => {
  const region = document.querySelector('[aria-live="polite"]');
  if (!(region instanceof HTMLElement)) throw new Error('no live region');
  return region;
};
const advance = (ms: number) => {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
};
const type = (lang: Lang, text: string) => {
  fireEvent.change(searchBox(lang), { target: { value: text } });
};

let scrollIntoView: jest.Mock;
let scrollTo: jest.Mock;

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

describe.each(['es', 'en'] as const)('GlossaryView states (%s)', (lang) => {
  const t = TEXT[lang];

  it('shows a labelled spinner and the page heading while loading', () => {
    renderGlossary({ lang, status: 'loading', data: undefined });
    expect(screen.getByRole('status', { name: t.loading })).toHaveTextContent(t.loading);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the error text and lists the raw messages on failure', () => {
    renderGlossary({
      lang,
      status: 'error',
      data: undefined,
      messages: ['upstream timeout', 'status 504'],
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(t.error);
    const list = within(alert).getByRole('list', { name: t.details });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['upstream timeout', 'status 504']);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error text without a list when there are no messages', () => {
    renderGlossary({ lang, status: 'error', data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent(t.error);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('treats a success without data as a failed load', () => {
    renderGlossary({ lang, status: 'success', data: undefined, messages: ['data error'] });
    expect(screen.getByRole('alert')).toHaveTextContent(`${t.error}data error`);
  });

  it('shows the no-results message for a letter without terms named by the URL', () => {
    renderGlossary({ lang, query: `?${LETTER_PARAM[lang]}=X` });
    expect(screen.getByText(t.none)).toHaveClass('none');
    expect(cardTitles()).toEqual([]);
    expect(liveRegion()).toHaveTextContent(t.count(0));
  });
});

describe.each(['es', 'en'] as const)('Glossary term of the day (%s)', (lang) => {
  const heading = { es: 'Término del día', en: 'Term of the day' }[lang];
  const region = () => screen.getByRole('region', { name: heading });

  it('shows one term of the list with its summary and a link to its page', () => {
    renderGlossary({ lang, day: '2026-11-25' });
    const link = within(region()).getByRole('link');
    const title = within(region()).getAllByRole('paragraph')[0]?.textContent ?? '';
    const term = DATA[lang].pageGlosarioLandings.find((t) => t.displayTitle === title);
    expect(term).toBeDefined();
    expect(region()).toHaveTextContent(term!.shortDescription.slice(0, 100));
    expect(link).toHaveAttribute(
      'href',
      `${GLOSSARY_PATH[lang]}/${encodeURIComponent(term!.title).replace(/%20/g, '_')}`,
    );
    expect(link).toHaveAccessibleName(
      lang === 'es' ? `Leer la definición de ${title}` : `Read the definition of ${title}`,
    );
  });

  it('shows the same term for the same day and another on some other day', () => {
    const titleOn = (day: string) => {
      const { unmount } = renderGlossary({ lang, day });
      const text = within(region()).getAllByRole('paragraph')[0]?.textContent;
      unmount();
      return text;
    };
    expect(titleOn('2026-11-25')).toBe(titleOn('2026-11-25'));
    const days = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];
    expect(new Set(days.map(titleOn)).size).toBeGreaterThan(1);
  });

  it('is left out when the page carries no day', () => {
    renderGlossary({ lang });
    expect(screen.queryByRole('region', { name: heading })).not.toBeInTheDocument();
  });
});

describe('GlossaryView intro', () => {
  it('shows the home page title as the h1 and its sanitized HTML body', () => {
    const { container } = renderGlossary();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Glosario financiero');
    expect(screen.getByText('Glosario', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows the English intro on English pages', () => {
    renderGlossary({ lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Glossary');
    expect(screen.getByText('Glossary', { selector: 'em' })).toBeInTheDocument();
  });
});

describe.each(['es', 'en'] as const)('Glossary finder bar (%s)', (lang) => {
  const t = TEXT[lang];

  it('is a labelled region with 27 letters, Ñ right after N', () => {
    renderGlossary({ lang });
    const finder = screen.getByRole('region', { name: t.finder });
    const group = within(finder).getByRole('group', { name: t.letters });
    const letters = Array.from(group.children, (letter) => letter.textContent);
    expect(letters).toEqual([...ALPHABET]);
    expect(letters).toHaveLength(27);
    expect(letters.indexOf('Ñ')).toBe(letters.indexOf('N') + 1);
  });

  it('opens on letter A, marked current, with the A terms', () => {
    renderGlossary({ lang });
    expect(currentLetters()).toEqual(['A']);
    expect(letterLink('B')).not.toHaveAttribute('aria-current');
    expect(cardTitles()).toEqual(
      lang === 'es' ? ['Acción', 'Accionista', 'Árbitro'] : ['Arbitrage', 'Ask price'],
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has a labelled search box of type search', () => {
    renderGlossary({ lang });
    expect(searchBox(lang)).toHaveAttribute('type', 'search');
    expect(searchBox(lang)).toHaveValue('');
  });

  it('announces the number of results in a polite live region', () => {
    renderGlossary({ lang });
    expect(liveRegion()).toHaveAttribute('aria-atomic', 'true');
    expect(liveRegion()).toHaveTextContent(t.count(lang === 'es' ? 3 : 2));
    fireEvent.click(letterLink('B'));
    expect(liveRegion()).toHaveTextContent('');
    advance(100);
    expect(liveRegion()).toHaveTextContent(t.count(lang === 'es' ? 2 : 1));
  });

  it('scrolls to the top and focuses the intro heading with the home/top button', () => {
    renderGlossary({ lang });
    fireEvent.click(screen.getByRole('button', { name: t.top }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});

describe.each(['es', 'en'] as const)('Glossary letter filter (%s)', (lang) => {
  const t = TEXT[lang];

  it('shows a spinner for 100 ms, then the letter terms, then scrolls to the finder', () => {
    renderGlossary({ lang });
    fireEvent.click(letterLink('B'));
    expect(screen.getByRole('status', { name: t.resultsLoading })).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
    expect(currentLetters()).toEqual(['B']);

    advance(99);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();

    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(lang === 'es' ? ['Bono', 'Bono cupón cero'] : ['Bond']);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: t.finder }));
  });

  it('scrolls without animation when the visitor prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    renderGlossary({ lang });
    fireEvent.click(letterLink('B'));
    advance(100);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    fireEvent.click(screen.getByRole('button', { name: t.top }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('writes the letter to the URL as a new history entry', () => {
    renderGlossary({ lang });
    fireEvent.click(letterLink('B'));
    expect(urlQuery().get(LETTER_PARAM[lang])).toBe('B');
    expect(navigationType()).toBe('PUSH');
  });

  it('makes each letter a link to its URL, which works without JavaScript too', () => {
    renderGlossary({ lang, query: '?q=x&vista=1' });
    const b = letterLink('B');
    b.focus();
    expect(b).toHaveFocus();
    expect(b.tagName).toBe('A');
    expect(b).toHaveAttribute('href', `${GLOSSARY_PATH[lang]}?vista=1&${LETTER_PARAM[lang]}=B`);
  });

  it('goes back to the previous letter without the simulated delay or a scroll', () => {
    renderGlossary({ lang });
    fireEvent.click(letterLink('B'));
    advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    expect(currentLetters()).toEqual(['A']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});

describe('Glossary letter filter rules', () => {
  it('folds accents on the first letter (Índice under I, Árbitro under A)', () => {
    renderGlossary();
    expect(cardTitles()).toContain('Árbitro');
    fireEvent.click(letterLink('I'));
    advance(100);
    expect(cardTitles()).toEqual(['Índice']);
  });

  it('keeps Ñ as its own letter, apart from N', () => {
    renderGlossary();
    fireEvent.click(letterLink('Ñ'));
    advance(100);
    expect(cardTitles()).toEqual(['Ñandú']);
    fireEvent.click(letterLink('N'));
    advance(100);
    expect(cardTitles()).toEqual(['Nominal']);
  });

  it('makes no link of the letters with no term, so none leads to an empty block', () => {
    renderGlossary();
    const z = within(screen.getByRole('group')).getByText('Z');
    expect(z.tagName).not.toBe('A');
    expect(z).toHaveAttribute('aria-disabled', 'true');
    expect(letterLink('B')).not.toHaveAttribute('aria-disabled');
    fireEvent.click(z);
    advance(100);
    expect(currentLetters()).toEqual(['A']);
    expect(cardTitles()).toContain('Árbitro');
  });

  it('clears the search text when a letter is chosen', () => {
    renderGlossary({ query: '?q=bono' });
    fireEvent.click(letterLink('I'));
    expect(searchBox('es')).toHaveValue('');
    advance(100);
    expect(cardTitles()).toEqual(['Índice']);
    expect(urlQuery().toString()).toBe('letra=I');
  });
});

describe.each(['es', 'en'] as const)('Glossary text filter (%s)', (lang) => {
  const t = TEXT[lang];
  const word = lang === 'es' ? 'bono' : 'bond';
  const expected = lang === 'es' ? ['Bono', 'Bono cupón cero'] : ['Bond'];
  const aToZ = lang === 'es' ? ['Acción', 'Accionista', 'Árbitro'] : ['Arbitrage', 'Ask price'];

  it('waits 300 ms, then shows the spinner for 500 ms, then filters', () => {
    renderGlossary({ lang });
    type(lang, word);
    expect(searchBox(lang)).toHaveValue(word);

    advance(299);
    expect(cardTitles()).toEqual(aToZ);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    advance(1);
    expect(screen.getByRole('status', { name: t.resultsLoading })).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);

    advance(499);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(urlQuery().has('q')).toBe(false);

    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(expected);
    expect(liveRegion()).toHaveTextContent(t.count(expected.length));
  });

  it('restarts the wait on every keystroke', () => {
    renderGlossary({ lang });
    type(lang, word.slice(0, 2));
    advance(700);
    type(lang, word);
    advance(799);
    expect(cardTitles()).toEqual([]);
    advance(1);
    expect(cardTitles()).toEqual(expected);
  });

  it('searches every term, not only the current letter', () => {
    renderGlossary({ lang });
    expect(currentLetters()).toEqual(['A']);
    type(lang, 'IND');
    advance(800);
    expect(cardTitles()).toEqual([lang === 'es' ? 'Índice' : 'Index']);
  });

  it('matches the aliases, ignoring case and accents', () => {
    renderGlossary({ lang });
    type(lang, lang === 'es' ? 'OBLIGACION' : 'debentúre');
    advance(800);
    expect(cardTitles()).toEqual([lang === 'es' ? 'Bono' : 'Bond']);
  });

  it('writes the text to the URL by replacing the history entry', () => {
    renderGlossary({ lang });
    type(lang, word);
    advance(800);
    expect(urlQuery().get('q')).toBe(word);
    expect(navigationType()).toBe('REPLACE');
  });

  it('returns to the current letter at once when the text is cleared', () => {
    renderGlossary({ lang });
    fireEvent.click(letterLink('B'));
    advance(100);
    type(lang, 'ind');
    advance(800);
    expect(cardTitles()).toEqual([lang === 'es' ? 'Índice' : 'Index']);

    type(lang, '');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(expected);
    expect(currentLetters()).toEqual(['B']);
    expect(urlQuery().has('q')).toBe(false);
    expect(urlQuery().get(LETTER_PARAM[lang])).toBe('B');
  });

  it('is a GET form of the text, which Enter applies at once', () => {
    renderGlossary({ lang });
    const form = searchBox(lang).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(searchBox(lang)).toHaveAttribute('name', 'q');
    type(lang, word);
    fireEvent.submit(form!);
    expect(cardTitles()).toEqual(expected);
    expect(urlQuery().get('q')).toBe(word);
    advance(800);
    expect(cardTitles()).toEqual(expected);
  });

  it('shows the no-results message when nothing matches', () => {
    renderGlossary({ lang });
    type(lang, 'zzzz');
    advance(800);
    expect(screen.getByText(t.none)).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(t.count(0));
  });
});

describe('Glossary text filter rules', () => {
  it('ignores accents in the typed text and in titles', () => {
    renderGlossary();
    type('es', 'ACCIÓN');
    advance(800);
    expect(cardTitles()).toEqual(['Acción', 'Accionista']);
    type('es', 'cupon');
    advance(800);
    expect(cardTitles()).toEqual(['Bono cupón cero']);
  });

  it('does not filter while only the first 300 ms have passed since typing stopped', () => {
    renderGlossary();
    type('es', 'indice');
    advance(300);
    expect(cardTitles()).not.toContain('Índice');
    advance(500);
    expect(cardTitles()).toEqual(['Índice']);
  });

  it('treats a text of spaces as no text', () => {
    renderGlossary();
    type('es', '   ');
    advance(800);
    expect(cardTitles()).toEqual(['Acción', 'Accionista', 'Árbitro']);
  });

  it('cancels its timers when the page goes away', () => {
    const { unmount } = renderGlossary();
    type('es', 'bono');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('Glossary URL query', () => {
  it('opens on the letter of the Spanish query', () => {
    renderGlossary({ query: '?letra=B' });
    expect(currentLetters()).toEqual(['B']);
    expect(cardTitles()).toEqual(['Bono', 'Bono cupón cero']);
  });

  it('opens on the letter of the English query', () => {
    renderGlossary({ lang: 'en', query: '?letter=I' });
    expect(currentLetters()).toEqual(['I']);
    expect(cardTitles()).toEqual(['Index', 'Investment fund']);
  });

  it('reads a lower-case or percent-encoded Ñ', () => {
    renderGlossary({ query: '?letra=%C3%B1' });
    expect(currentLetters()).toEqual(['Ñ']);
    expect(cardTitles()).toEqual(['Ñandú']);
  });

  it('opens on A when the letter is invalid', () => {
    renderGlossary({ query: '?letra=7' });
    expect(currentLetters()).toEqual(['A']);
  });

  it('keeps the letter after a language switch carried the other name', () => {
    renderGlossary({ lang: 'en', query: '?letra=B' });
    expect(currentLetters()).toEqual(['B']);
  });

  it('restores the search text and its results at once', () => {
    renderGlossary({ query: '?letra=N&q=obligaci%C3%B3n' });
    expect(searchBox('es')).toHaveValue('obligación');
    expect(cardTitles()).toEqual(['Bono']);
    expect(currentLetters()).toEqual(['N']);
    type('es', '');
    expect(cardTitles()).toEqual(['Nominal']);
  });

  it('follows the URL when the visitor goes back in history', () => {
    renderGlossary();
    type('es', 'obligacion');
    advance(800);
    expect(cardTitles()).toEqual(['Bono']);
    fireEvent.click(letterLink('N'));
    advance(100);
    expect(cardTitles()).toEqual(['Nominal']);
    expect(searchBox('es')).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    expect(urlQuery().toString()).toBe('q=obligacion');
    expect(currentLetters()).toEqual(['A']);
    expect(searchBox('es')).toHaveValue('obligacion');
    expect(cardTitles()).toEqual(['Bono']);
  });

  it('writes both the letter and the text', () => {
    renderGlossary({ lang: 'en' });
    fireEvent.click(letterLink('B'));
    advance(100);
    type('en', 'bond');
    advance(800);
    expect(urlQuery().toString()).toBe('letter=B&q=bond');
  });
});

describe.each(['es', 'en'] as const)('Glossary result cards (%s)', (lang) => {
  const t = TEXT[lang];
  const fund = lang === 'es' ? 'Fondo de inversión' : 'Investment fund';
  const fundHref =
    lang === 'es' ? '/es/bmv/glosario/Fondo_de_inversi%C3%B3n' : '/en/bmv/glossary/Investment_fund';

  const showFund = () => {
    renderGlossary({ lang, query: lang === 'es' ? '?letra=F' : '?letter=I' });
    return screen.getByRole('article', { name: fund });
  };

  it('shows underscores of the title as spaces', () => {
    const card = showFund();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(fund);
    expect(card).not.toHaveTextContent('_');
  });

  it('links to the term page with a "see more" link naming the term', () => {
    const card = showFund();
    const link = within(card).getByRole('link', { name: t.seeMore(fund) });
    expect(link).toHaveAttribute('href', fundHref);
  });

  it('follows the "see more" link in the page, without loading a document', () => {
    const card = showFund();
    const link = within(card).getByRole('link', { name: t.seeMore(fund) });
    // fireEvent returns false when the click's default action (a page load) was cancelled.
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(screen.getByTestId('location').dataset.pathname).toBe(fundHref);
    expect(navigationType()).toBe('PUSH');
  });

  it('shows the alias chips in a labelled list, and none without aliases', () => {
    renderGlossary({ lang });
    const card = screen.getByRole('article', { name: lang === 'es' ? 'Acción' : 'Ask price' });
    const chips = within(card).getByRole('list', { name: t.alsoKnownAs });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(lang === 'es' ? ['Título accionario', 'Share'] : ['Offer price']);
    const plain = screen.getByRole('article', { name: lang === 'es' ? 'Árbitro' : 'Arbitrage' });
    expect(within(plain).queryByRole('list')).not.toBeInTheDocument();
  });

  it('cuts the summary at 300 characters plus an ellipsis', () => {
    if (lang === 'es') {
      renderGlossary({ lang });
    } else {
      renderGlossary({ lang, query: '?letter=I' });
    }
    const card = screen.getByRole('article', { name: lang === 'es' ? 'Accionista' : fund });
    const summary = card.querySelector('p');
    const text = summary?.textContent ?? '';
    expect(text.endsWith(ELLIPSIS)).toBe(true);
    expect(text).toBe(LONG.slice(0, CUT_GLOSSARY_CARD).trimEnd() + ELLIPSIS);
    expect(text.length).toBeLessThanOrEqual(CUT_GLOSSARY_CARD + 1);
  });

  it('keeps a short summary whole', () => {
    renderGlossary({ lang });
    const title = lang === 'es' ? 'Acción' : 'Ask price';
    const card = screen.getByRole('article', { name: title });
    expect(card.querySelector('p')).toHaveTextContent(`Definición breve de ${title}.`);
  });
});

describe('Glossary finder under a data router', () => {
  // jsdom has no Request; a data router builds one per navigation (for loaders, none here).
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | null;
    constructor(url: string, init: RequestInit = {}) {
      this.url = url;
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? null;
    }
  }
  beforeAll(() => {
    Object.assign(globalThis, { Request: NavigationRequest });
  });
  afterAll(() => {
    delete (globalThis as { Request?: unknown }).Request;
  });

  it('keeps letter, text and URL in step when navigations are asynchronous', async () => {
    const router = createMemoryRouter(
      [
        {
          path: GLOSSARY_PATH.es,
          element: <GlossaryView lang="es" status="success" data={DATA.es} />,
        },
      ],
      { initialEntries: [`${GLOSSARY_PATH.es}?letra=B`] },
    );
    render(
      <IntlProvider locale="es" messages={messages.es} defaultLocale="es">
        <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
          <RouterProvider router={router} />
        </SiteConfigProvider>
      </IntlProvider>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(cardTitles()).toEqual(['Bono', 'Bono cupón cero']);

    fireEvent.click(letterLink('Ñ'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(currentLetters()).toEqual(['Ñ']);
    expect(cardTitles()).toEqual(['Ñandú']);
    expect(router.state.location.search).toBe('?letra=%C3%91');

    type('es', 'indice');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(800);
    });
    expect(cardTitles()).toEqual(['Índice']);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('indice');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(currentLetters()).toEqual(['Ñ']);
  });
});

describe.each(['es', 'en'] as const)('Glossary page brought with its first view (%s)', (lang) => {
  const t = TEXT[lang];
  const DAY = '2026-11-26';
  const viewOf = (letter: 'A' | 'B', text = ''): GlossaryFirstView =>
    firstViewOf(
      { status: true, messages: [], response: { data: DATA[lang] } },
      { letter, text, day: DAY },
    ).response.data!;
  const cards = () =>
    within(screen.getByRole('region', { name: t.finder }))
      .queryAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
  const deliver: { list?: () => void; fail?: (messages: string[]) => void } = {};

  /** The route's part: the first view until the whole list arrives or fails. */
  function Page({ view, onNeedList }: { view: GlossaryFirstView; onNeedList: () => void }) {
    const [list, setList] = useState(false);
    const [failed, setFailed] = useState<string[]>();
    useEffect(() => {
      deliver.list = () => {
        setList(true);
      };
      deliver.fail = setFailed;
    }, []);
    return list ? (
      <GlossaryView lang={lang} status="success" data={DATA[lang]} day={DAY} />
    ) : (
      <GlossaryView
        lang={lang}
        status="success"
        firstView={view}
        onNeedList={onNeedList}
        {...(failed ? { listMessages: failed } : {})}
      />
    );
  }
  const renderPage = (view: GlossaryFirstView, query = '') => {
    const onNeedList = jest.fn();
    renderWithProviders(<Page view={view} onNeedList={onNeedList} />, {
      lang,
      path: `${GLOSSARY_PATH[lang]}${query}`,
    });
    return onNeedList;
  };
  const termOfDayTitle = () =>
    within(
      screen.getByRole('region', { name: lang === 'es' ? 'Término del día' : 'Term of the day' }),
    ).getAllByRole('paragraph')[0]?.textContent;

  it('shows its cards, its letters and its term of the day without asking for the list', () => {
    const view = viewOf('A');
    const onNeedList = renderPage(view);
    expect(cards()).toEqual(view.cards.map((c) => c.displayTitle.replace(/_/g, ' ')));
    expect(cards().length).toBeGreaterThan(0);
    const group = screen.getByRole('group');
    const disabled = ALPHABET.filter(
      (letter) => within(group).getByText(letter).getAttribute('aria-disabled') === 'true',
    );
    expect(disabled).toEqual(ALPHABET.filter((letter) => !view.letters.includes(letter)));
    expect(disabled.length).toBeGreaterThan(0);
    expect(termOfDayTitle()).toBe(view.termOfDay?.displayTitle.replace(/_/g, ' '));
    expect(onNeedList).not.toHaveBeenCalled();
  });

  it('asks for the list on a letter click and shows its terms once it has arrived', () => {
    const onNeedList = renderPage(viewOf('A'));
    fireEvent.click(letterLink('B'));
    expect(onNeedList).toHaveBeenCalledTimes(1);
    advance(500);
    expect(screen.getByRole('status', { name: t.resultsLoading })).toBeInTheDocument();
    expect(cards()).toEqual([]);
    act(() => deliver.list?.());
    expect(screen.queryByRole('status', { name: t.resultsLoading })).not.toBeInTheDocument();
    expect(cards()).toEqual(
      DATA[lang].pageGlosarioLandings
        .filter((term) => term.title.startsWith('B'))
        .map((term) => term.displayTitle.replace(/_/g, ' ')),
    );
    expect(currentLetters()).toEqual(['B']);
  });

  it('asks for the list at the first keystroke', () => {
    const onNeedList = renderPage(viewOf('A'));
    type(lang, 'b');
    expect(onNeedList).toHaveBeenCalledTimes(1);
  });

  it("keeps a text's first view until the text changes", () => {
    const onNeedList = renderPage(viewOf('A', 'ind'), '?q=ind');
    expect(cards()).toEqual(
      ['Índice', 'Index'].filter((title) =>
        DATA[lang].pageGlosarioLandings.some((term) => term.title === title),
      ),
    );
    expect(onNeedList).not.toHaveBeenCalled();
  });

  it("shows the list's failure in place of the results, keeping the intro and the finder", () => {
    renderPage(viewOf('A'));
    fireEvent.click(letterLink('B'));
    advance(100);
    act(() => deliver.fail?.(['upstream timeout']));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(t.error);
    expect(alert).toHaveTextContent('upstream timeout');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(searchBox(lang)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: t.resultsLoading })).not.toBeInTheDocument();
  });
});

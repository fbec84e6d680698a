import { fireEvent, screen } from '@testing-library/react';
import {
  LETTER_PARAM,
  TEXT,
  renderGlossary,
  cardTitles,
  urlQuery,
  navigationType,
  letterLink,
  currentLetters,
  searchBox,
  liveRegion,
  advance,
  type,
  setUpGlossaryTests,
} from './glossary-test-harness.js';

setUpGlossaryTests();

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

import { fireEvent, screen } from '@testing-library/react';
import * as harness from './glossary-test-harness.js';

harness.setUpGlossaryTests();

describe.each(['es', 'en'] as const)('Glossary text filter (%s)', (lang) => {
  const t = harness.TEXT[lang];
  const word = lang === 'es' ? 'bono' : 'bond';
  const expected = lang === 'es' ? ['Bono', 'Bono cupón cero'] : ['Bond'];
  const aToZ = lang === 'es' ? ['Acción', 'Accionista', 'Árbitro'] : ['Arbitrage', 'Ask price'];

  it('waits 300 ms, then shows the spinner for 500 ms, then filters', () => {
    harness.renderGlossary({ lang });
    harness.type(lang, word);
    expect(harness.searchBox(lang)).toHaveValue(word);

    harness.advance(299);
    expect(harness.cardTitles()).toEqual(aToZ);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    harness.advance(1);
    expect(screen.getByRole('status', { name: t.resultsLoading })).toBeInTheDocument();
    expect(harness.cardTitles()).toEqual([]);

    harness.advance(499);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(harness.urlQuery().has('q')).toBe(false);

    harness.advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(harness.cardTitles()).toEqual(expected);
    expect(harness.liveRegion()).toHaveTextContent(t.count(expected.length));
  });

  it('restarts the wait on every keystroke', () => {
    harness.renderGlossary({ lang });
    harness.type(lang, word.slice(0, 2));
    harness.advance(700);
    harness.type(lang, word);
    harness.advance(799);
    expect(harness.cardTitles()).toEqual([]);
    harness.advance(1);
    expect(harness.cardTitles()).toEqual(expected);
  });

  it('searches every term, not only the current letter', () => {
    harness.renderGlossary({ lang });
    expect(harness.currentLetters()).toEqual(['A']);
    harness.type(lang, 'IND');
    harness.advance(800);
    expect(harness.cardTitles()).toEqual([lang === 'es' ? 'Índice' : 'Index']);
  });

  it('matches the aliases, ignoring case and accents', () => {
    harness.renderGlossary({ lang });
    harness.type(lang, lang === 'es' ? 'OBLIGACION' : 'debentúre');
    harness.advance(800);
    expect(harness.cardTitles()).toEqual([lang === 'es' ? 'Bono' : 'Bond']);
  });

  it('writes the text to the URL by replacing the history entry', () => {
    harness.renderGlossary({ lang });
    harness.type(lang, word);
    harness.advance(800);
    expect(harness.urlQuery().get('q')).toBe(word);
    expect(harness.navigationType()).toBe('REPLACE');
  });

  it('returns to the current letter at once when the text is cleared', () => {
    harness.renderGlossary({ lang });
    fireEvent.click(harness.letterLink('B'));
    harness.advance(100);
    harness.type(lang, 'ind');
    harness.advance(800);
    expect(harness.cardTitles()).toEqual([lang === 'es' ? 'Índice' : 'Index']);

    harness.type(lang, '');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(harness.cardTitles()).toEqual(expected);
    expect(harness.currentLetters()).toEqual(['B']);
    expect(harness.urlQuery().has('q')).toBe(false);
    expect(harness.urlQuery().get(harness.LETTER_PARAM[lang])).toBe('B');
  });

  it('is a GET form of the text, which Enter applies at once', () => {
    harness.renderGlossary({ lang });
    const form = harness.searchBox(lang).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(harness.searchBox(lang)).toHaveAttribute('name', 'q');
    harness.type(lang, word);
    fireEvent.submit(form!);
    expect(harness.cardTitles()).toEqual(expected);
    expect(harness.urlQuery().get('q')).toBe(word);
    harness.advance(800);
    expect(harness.cardTitles()).toEqual(expected);
  });

  it('shows the no-results message when nothing matches', () => {
    harness.renderGlossary({ lang });
    harness.type(lang, 'zzzz');
    harness.advance(800);
    expect(screen.getByText(t.none)).toBeInTheDocument();
    expect(harness.liveRegion()).toHaveTextContent(t.count(0));
  });
});

describe('Glossary text filter rules', () => {
  it('ignores accents in the typed text and in titles', () => {
    harness.renderGlossary();
    harness.type('es', 'ACCIÓN');
    harness.advance(800);
    expect(harness.cardTitles()).toEqual(['Acción', 'Accionista']);
    harness.type('es', 'cupon');
    harness.advance(800);
    expect(harness.cardTitles()).toEqual(['Bono cupón cero']);
  });

  it('does not filter while only the first 300 ms have passed since typing stopped', () => {
    harness.renderGlossary();
    harness.type('es', 'indice');
    harness.advance(300);
    expect(harness.cardTitles()).not.toContain('Índice');
    harness.advance(500);
    expect(harness.cardTitles()).toEqual(['Índice']);
  });

  it('treats a text of spaces as no text', () => {
    harness.renderGlossary();
    harness.type('es', '   ');
    harness.advance(800);
    expect(harness.cardTitles()).toEqual(['Acción', 'Accionista', 'Árbitro']);
  });

  it('cancels its timers when the page goes away', () => {
    const { unmount } = harness.renderGlossary();
    harness.type('es', 'bono');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('Glossary URL query', () => {
  it('opens on the letter of the Spanish query', () => {
    harness.renderGlossary({ query: '?letra=B' });
    expect(harness.currentLetters()).toEqual(['B']);
    expect(harness.cardTitles()).toEqual(['Bono', 'Bono cupón cero']);
  });

  it('opens on the letter of the English query', () => {
    harness.renderGlossary({ lang: 'en', query: '?letter=I' });
    expect(harness.currentLetters()).toEqual(['I']);
    expect(harness.cardTitles()).toEqual(['Index', 'Investment fund']);
  });

  it('reads a lower-case or percent-encoded Ñ', () => {
    harness.renderGlossary({ query: '?letra=%C3%B1' });
    expect(harness.currentLetters()).toEqual(['Ñ']);
    expect(harness.cardTitles()).toEqual(['Ñandú']);
  });

  it('opens on A when the letter is invalid', () => {
    harness.renderGlossary({ query: '?letra=7' });
    expect(harness.currentLetters()).toEqual(['A']);
  });

  it('keeps the letter after a language switch carried the other name', () => {
    harness.renderGlossary({ lang: 'en', query: '?letra=B' });
    expect(harness.currentLetters()).toEqual(['B']);
  });

  it('restores the search text and its results at once', () => {
    harness.renderGlossary({ query: '?letra=N&q=obligaci%C3%B3n' });
    expect(harness.searchBox('es')).toHaveValue('obligación');
    expect(harness.cardTitles()).toEqual(['Bono']);
    expect(harness.currentLetters()).toEqual(['N']);
    harness.type('es', '');
    expect(harness.cardTitles()).toEqual(['Nominal']);
  });

  it('follows the URL when the visitor goes back in history', () => {
    harness.renderGlossary();
    harness.type('es', 'obligacion');
    harness.advance(800);
    expect(harness.cardTitles()).toEqual(['Bono']);
    fireEvent.click(harness.letterLink('N'));
    harness.advance(100);
    expect(harness.cardTitles()).toEqual(['Nominal']);
    expect(harness.searchBox('es')).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    expect(harness.urlQuery().toString()).toBe('q=obligacion');
    expect(harness.currentLetters()).toEqual(['A']);
    expect(harness.searchBox('es')).toHaveValue('obligacion');
    expect(harness.cardTitles()).toEqual(['Bono']);
  });

  it('writes both the letter and the text', () => {
    harness.renderGlossary({ lang: 'en' });
    fireEvent.click(harness.letterLink('B'));
    harness.advance(100);
    harness.type('en', 'bond');
    harness.advance(800);
    expect(harness.urlQuery().toString()).toBe('letter=B&q=bond');
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { ALPHABET } from '#shared/constants.js';
import {
  GLOSSARY_PATH,
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
  scrollIntoView,
  scrollTo,
  setUpGlossaryTests,
} from './glossary-test-harness.js';

setUpGlossaryTests();

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

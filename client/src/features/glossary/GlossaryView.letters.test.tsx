import { fireEvent, screen, within } from '@testing-library/react';
import { ALPHABET } from '#shared/constants.js';
import * as harness from './glossary-test-harness.js';

harness.setUpGlossaryTests();

describe.each(['es', 'en'] as const)('Glossary finder bar (%s)', (lang) => {
  const t = harness.TEXT[lang];

  it('is a labelled region with 27 letters, Ñ right after N', () => {
    harness.renderGlossary({ lang });
    const finder = screen.getByRole('region', { name: t.finder });
    const group = within(finder).getByRole('group', { name: t.letters });
    const letters = Array.from(group.children, (letter) => letter.textContent);
    expect(letters).toEqual([...ALPHABET]);
    expect(letters).toHaveLength(27);
    expect(letters.indexOf('Ñ')).toBe(letters.indexOf('N') + 1);
  });

  it('opens on letter A, marked current, with the A terms', () => {
    harness.renderGlossary({ lang });
    expect(harness.currentLetters()).toEqual(['A']);
    expect(harness.letterLink('B')).not.toHaveAttribute('aria-current');
    expect(harness.cardTitles()).toEqual(
      lang === 'es' ? ['Acción', 'Accionista', 'Árbitro'] : ['Arbitrage', 'Ask price'],
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has a labelled search box of type search', () => {
    harness.renderGlossary({ lang });
    expect(harness.searchBox(lang)).toHaveAttribute('type', 'search');
    expect(harness.searchBox(lang)).toHaveValue('');
  });

  it('announces the number of results in a polite live region', () => {
    harness.renderGlossary({ lang });
    expect(harness.liveRegion()).toHaveAttribute('aria-atomic', 'true');
    expect(harness.liveRegion()).toHaveTextContent(t.count(lang === 'es' ? 3 : 2));
    fireEvent.click(harness.letterLink('B'));
    expect(harness.liveRegion()).toHaveTextContent('');
    harness.advance(100);
    expect(harness.liveRegion()).toHaveTextContent(t.count(lang === 'es' ? 2 : 1));
  });

  it('scrolls to the top and focuses the intro heading with the home/top button', () => {
    harness.renderGlossary({ lang });
    fireEvent.click(screen.getByRole('button', { name: t.top }));
    expect(harness.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});

describe.each(['es', 'en'] as const)('Glossary letter filter (%s)', (lang) => {
  const t = harness.TEXT[lang];

  it('shows a spinner for 100 ms, then the letter terms, then scrolls to the finder', () => {
    harness.renderGlossary({ lang });
    fireEvent.click(harness.letterLink('B'));
    expect(screen.getByRole('status', { name: t.resultsLoading })).toBeInTheDocument();
    expect(harness.cardTitles()).toEqual([]);
    expect(harness.currentLetters()).toEqual(['B']);

    harness.advance(99);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(harness.scrollIntoView).not.toHaveBeenCalled();

    harness.advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(harness.cardTitles()).toEqual(lang === 'es' ? ['Bono', 'Bono cupón cero'] : ['Bond']);
    expect(harness.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(harness.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(harness.scrollIntoView.mock.contexts[0]).toBe(
      screen.getByRole('region', { name: t.finder }),
    );
  });

  it('scrolls without animation when the visitor prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    harness.renderGlossary({ lang });
    fireEvent.click(harness.letterLink('B'));
    harness.advance(100);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(harness.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    fireEvent.click(screen.getByRole('button', { name: t.top }));
    expect(harness.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('writes the letter to the URL as a new history entry', () => {
    harness.renderGlossary({ lang });
    fireEvent.click(harness.letterLink('B'));
    expect(harness.urlQuery().get(harness.LETTER_PARAM[lang])).toBe('B');
    expect(harness.navigationType()).toBe('PUSH');
  });

  it('makes each letter a link to its URL, which works without JavaScript too', () => {
    harness.renderGlossary({ lang, query: '?q=x&vista=1' });
    const b = harness.letterLink('B');
    b.focus();
    expect(b).toHaveFocus();
    expect(b.tagName).toBe('A');
    expect(b).toHaveAttribute(
      'href',
      `${harness.GLOSSARY_PATH[lang]}?vista=1&${harness.LETTER_PARAM[lang]}=B`,
    );
  });

  it('goes back to the previous letter without the simulated delay or a scroll', () => {
    harness.renderGlossary({ lang });
    fireEvent.click(harness.letterLink('B'));
    harness.advance(100);
    expect(harness.scrollIntoView).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    expect(harness.currentLetters()).toEqual(['A']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    harness.advance(100);
    expect(harness.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});

describe('Glossary letter filter rules', () => {
  it('folds accents on the first letter (Índice under I, Árbitro under A)', () => {
    harness.renderGlossary();
    expect(harness.cardTitles()).toContain('Árbitro');
    fireEvent.click(harness.letterLink('I'));
    harness.advance(100);
    expect(harness.cardTitles()).toEqual(['Índice']);
  });

  it('keeps Ñ as its own letter, apart from N', () => {
    harness.renderGlossary();
    fireEvent.click(harness.letterLink('Ñ'));
    harness.advance(100);
    expect(harness.cardTitles()).toEqual(['Ñandú']);
    fireEvent.click(harness.letterLink('N'));
    harness.advance(100);
    expect(harness.cardTitles()).toEqual(['Nominal']);
  });

  it('makes no link of the letters with no term, so none leads to an empty block', () => {
    harness.renderGlossary();
    const z = within(screen.getByRole('group')).getByText('Z');
    expect(z.tagName).not.toBe('A');
    expect(z).toHaveAttribute('aria-disabled', 'true');
    expect(harness.letterLink('B')).not.toHaveAttribute('aria-disabled');
    fireEvent.click(z);
    harness.advance(100);
    expect(harness.currentLetters()).toEqual(['A']);
    expect(harness.cardTitles()).toContain('Árbitro');
  });

  it('clears the search text when a letter is chosen', () => {
    harness.renderGlossary({ query: '?q=bono' });
    fireEvent.click(harness.letterLink('I'));
    expect(harness.searchBox('es')).toHaveValue('');
    harness.advance(100);
    expect(harness.cardTitles()).toEqual(['Índice']);
    expect(harness.urlQuery().toString()).toBe('letra=I');
  });
});

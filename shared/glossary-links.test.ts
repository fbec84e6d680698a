import { findMentions, linkFirstMentions } from './glossary-links.js';

const term = (title: string) => ({
  title,
  href: `./${encodeURIComponent(title.replace(/ /g, '_'))}`,
});
const TERMS = [
  term('Acción'),
  term('Acción preferente'),
  term('Dividendo'),
  term('IPC'),
  term('Bono'),
];

describe('glossary links', () => {
  it('links the first mention of each term, folding case and accents', () => {
    const html = '<p>Una ACCION paga un dividendo; otra accion no paga dividendo.</p>';
    expect(linkFirstMentions(html, TERMS)).toBe(
      '<p>Una <a href="./Acci%C3%B3n">ACCION</a> paga un <a href="./Dividendo">dividendo</a>; otra accion no paga dividendo.</p>',
    );
  });

  it('matches whole words only', () => {
    const html = '<p>Los bonos, el bonobo y el IPCA no son el Bono ni el IPC.</p>';
    expect(linkFirstMentions(html, TERMS)).toBe(
      '<p>Los bonos, el bonobo y el IPCA no son el <a href="./Bono">Bono</a> ni el <a href="./IPC">IPC</a>.</p>',
    );
  });

  it('prefers the longer title starting at the same place, and links the shorter one later', () => {
    const html = '<p>La acción preferente es una acción.</p>';
    expect(linkFirstMentions(html, TERMS)).toBe(
      '<p>La <a href="./Acci%C3%B3n_preferente">acción preferente</a> es una <a href="./Acci%C3%B3n">acción</a>.</p>',
    );
  });

  it('never links inside an existing link or a tag, and keeps the markup', () => {
    const html =
      '<p><a href="/x" title="Bono">el bono</a> y <strong>el <em>Bono</em></strong></p><ul><li>IPC</li></ul>';
    expect(linkFirstMentions(html, TERMS)).toBe(
      '<p><a href="/x" title="Bono">el bono</a> y <strong>el <em><a href="./Bono">Bono</a></em></strong></p><ul><li><a href="./IPC">IPC</a></li></ul>',
    );
  });

  it('never links the page’s own term', () => {
    const html = '<p>El dividendo de una acción.</p>';
    expect(linkFirstMentions(html, TERMS, 'Dividendo')).toBe(
      '<p>El dividendo de una <a href="./Acci%C3%B3n">acción</a>.</p>',
    );
  });

  it('links a title whose words the HTML source wraps or spaces out', () => {
    const html = '<p>La acción\n  preferente paga.</p>';
    expect(findMentions(html, TERMS).map((t) => t.title)).toEqual(['Acción preferente']);
    // Written with two spaces, the page's own title is still its own.
    const linked = linkFirstMentions(html, TERMS, 'Acción  preferente');
    expect(linked).toBe('<p>La <a href="./Acci%C3%B3n">acción</a>\n  preferente paga.</p>');
  });

  it('finds text written with entities the way the HTML writes it', () => {
    const html = '<p>El índice S&amp;P/BMV IPC.</p>';
    expect(linkFirstMentions(html, [term('S&P/BMV IPC')])).toBe(
      '<p>El índice <a href="./S%26P%2FBMV_IPC">S&amp;P/BMV IPC</a>.</p>',
    );
  });

  it('leaves HTML without mentions unchanged', () => {
    const html = '<p>Nada que ver.</p><br>';
    expect(linkFirstMentions(html, TERMS)).toBe(html);
  });

  it('lists the terms a body mentions, each once, outside links', () => {
    const html = '<p>Un <a href="/y">dividendo</a> de una acción; otra acción. IPC</p>';
    expect(findMentions(html, TERMS).map((t) => t.title)).toEqual(['Acción', 'IPC']);
  });
});

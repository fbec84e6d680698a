import { escapeHtml } from './html.js';

describe('escapeHtml', () => {
  it('turns every character that could open markup or close a value into a reference', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('leaves other text, accents included, as it is', () => {
    expect(escapeHtml('Acción — 10 % €')).toBe('Acción — 10 % €');
  });
});

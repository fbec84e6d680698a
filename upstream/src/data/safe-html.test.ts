import { htmlProblems } from './safe-html.js';

describe('htmlProblems', () => {
  it('accepts the allowed tags, balanced, with entities and site-relative links', () => {
    expect(
      htmlProblems(
        '<p>Una <strong>acción</strong> &amp; <a href="/es/bmv/glosario/Bono">bono</a></p><ul><li>a</li></ul>',
      ),
    ).toEqual([]);
  });

  it('rejects scripts, styles, iframes and images', () => {
    expect(htmlProblems('<p>x</p><script>alert(1)</script>')).toContain(
      'tag <script> is not allowed',
    );
    expect(htmlProblems('<img src="/x.png">')).toContain('tag <img> is not allowed');
    expect(htmlProblems('<iframe></iframe>').length).toBeGreaterThan(0);
  });

  it('rejects event handlers, inline styles and javascript: or external URLs', () => {
    expect(htmlProblems('<p onclick="x()">a</p>')).toHaveLength(1);
    expect(htmlProblems('<p style="color:red">a</p>')).toHaveLength(1);
    expect(htmlProblems('<a href="javascript:alert(1)">a</a>')).toHaveLength(1);
    expect(htmlProblems('<a href="//evil.example/x">a</a>')).toHaveLength(1);
    expect(htmlProblems('<a href="https://evil.example">a</a>')).toHaveLength(1);
    expect(htmlProblems('<a href="/ok" onmouseover="x">a</a>')).toHaveLength(1);
  });

  it('rejects unbalanced tags, stray brackets and bare ampersands', () => {
    expect(htmlProblems('<p><strong>a</p>').length).toBeGreaterThan(0);
    expect(htmlProblems('<p>a')).toEqual(['unclosed tags: p']);
    expect(htmlProblems('<p>1 < 2</p>').length).toBeGreaterThan(0);
    expect(htmlProblems('<p>P&L</p>').length).toBeGreaterThan(0);
  });
});

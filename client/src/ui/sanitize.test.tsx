import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml.js';
import { sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('keeps text structure and links', () => {
    expect(sanitizeHtml('<p>Una <strong>acción</strong> <a href="/es/x">x</a></p>')).toBe(
      '<p>Una <strong>acción</strong> <a href="/es/x">x</a></p>',
    );
  });

  it('removes scripts, event handlers, styles, iframes and javascript: URLs', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><iframe src="/x"></iframe><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/script|onclick|style=|iframe|javascript:|onerror|<img/i);
    expect(out).toContain('<p>a</p>');
  });

  it('adds rel="noopener noreferrer" to links opening a new window', () => {
    expect(sanitizeHtml('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('gives an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders sanitized HTML', () => {
    const { container } = render(<SafeHtml html={'<p>ok</p><script>window.bad = 1</script>'} />);
    expect(container.innerHTML).toBe('<div><p>ok</p></div>');
  });
});

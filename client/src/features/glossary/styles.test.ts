/**
 * The sizes of SPEC section 2 live in CSS, which jsdom does not lay out: these tests read the
 * declarations of the feature's CSS Modules (top-level rules only).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function declarations(file: string, selector: string): Record<string, string> {
  const css = readFileSync(join(__dirname, file), 'utf8');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!match?.[1]) throw new Error(`${selector} not found in ${file}`);
  return Object.fromEntries(
    match[1]
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length >= 2 && pair[0] !== '')
      .map(([property, ...value]) => [property, value.join(':')]),
  );
}

describe('glossary sizes of the spec', () => {
  it('gives the finder a minimum height of 90vh', () => {
    expect(declarations('GlossaryFinder.module.css', '.finder')['min-height']).toBe('90vh');
  });

  it('makes the finder bar sticky at the top', () => {
    const bar = declarations('GlossaryFinder.module.css', '.bar');
    expect(bar.position).toBe('sticky');
    expect(bar.top).toBe('0');
  });

  it('gives the result container a minimum height of 80vh', () => {
    expect(declarations('GlossaryResults.module.css', '.results')['min-height']).toBe('80vh');
  });

  it('makes the no-results block 90vh tall', () => {
    expect(declarations('GlossaryResults.module.css', '.none').height).toBe('90vh');
  });

  it('gives the glossary container a 60px bottom margin', () => {
    expect(declarations('GlossaryView.module.css', '.glossary')['margin-bottom']).toBe('60px');
  });

  it('marks the current letter by more than colour', () => {
    const pressed = declarations('GlossaryFinder.module.css', ".letter[aria-pressed='true']");
    expect(pressed['text-decoration']).toBe('underline');
  });

  it('leaves cards out of view unrendered, holding their place, their shadow uncut', () => {
    const item = declarations('GlossaryResults.module.css', '.item');
    expect(item['content-visibility']).toBe('auto');
    expect(item['contain-intrinsic-size']).toMatch(/^auto \d+px$/);
    expect(item['overflow-clip-margin']).toMatch(/^\d+px$/);
    // The last cards are laid out with the page: after a jump to the end nothing moves the footer.
    const last = declarations('GlossaryResults.module.css', '.item:nth-last-child(-n + 6)');
    expect(last['content-visibility']).toBe('visible');
  });
});

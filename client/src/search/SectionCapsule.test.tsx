import { MENU_ENTRIES } from '#shared/data/menu-entries.js';
import { capsuleColour } from './SectionCapsule.js';

describe('capsuleColour', () => {
  it('gives each mega-menu entry its own colour, the same in both languages', () => {
    const es = MENU_ENTRIES.es.map((entry) => capsuleColour(entry.title));
    const en = MENU_ENTRIES.en.map((entry) => capsuleColour(entry.title));
    expect(new Set(es).size).toBe(MENU_ENTRIES.es.length);
    expect(en).toEqual(es);
  });

  it('ignores case and surrounding spaces, and gives an unknown name a stable colour', () => {
    const title = MENU_ENTRIES.es[1]?.title ?? '';
    expect(capsuleColour(` ${title.toUpperCase()} `)).toBe(capsuleColour(title));
    expect(capsuleColour('Otra sección')).toBe(capsuleColour('Otra sección'));
    expect(capsuleColour('Otra sección')).toMatch(/^#[0-9a-f]{6}$/);
  });
});

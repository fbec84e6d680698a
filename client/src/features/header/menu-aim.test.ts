import { aimAt, isHeadingInto, type Box } from './menu-aim.js';

// A panel as at 1280 px: under the row of entries (whose buttons end at y = 150).
const panel: Box = { left: 115, top: 150, right: 1165, bottom: 500 };

describe('isHeadingInto', () => {
  it('is true for a diagonal move down toward the panel, across the next entry', () => {
    expect(isHeadingInto({ x: 190, y: 120 }, { x: 260, y: 135 }, panel)).toBe(true);
  });

  it('is true for a move straight down or toward a far corner of the panel', () => {
    expect(isHeadingInto({ x: 600, y: 120 }, { x: 600, y: 140 }, panel)).toBe(true);
    expect(isHeadingInto({ x: 190, y: 120 }, { x: 400, y: 130 }, panel)).toBe(true);
  });

  it('is false for a move along the row or away from the panel', () => {
    expect(isHeadingInto({ x: 190, y: 130 }, { x: 290, y: 130 }, panel)).toBe(false);
    expect(isHeadingInto({ x: 190, y: 130 }, { x: 260, y: 110 }, panel)).toBe(false);
  });

  it('is false for a move that passes beyond the panel’s side, past the tolerance', () => {
    expect(isHeadingInto({ x: 1200, y: 120 }, { x: 1260, y: 122 }, panel)).toBe(false);
  });

  it('is true once the pointer is over the panel, and false for a pointer that has not moved', () => {
    expect(isHeadingInto({ x: 700, y: 400 }, { x: 200, y: 200 }, panel)).toBe(true);
    expect(isHeadingInto({ x: 300, y: 130 }, { x: 300, y: 130 }, panel)).toBe(false);
  });

  it('honours a tolerance of zero at the corners', () => {
    expect(isHeadingInto({ x: 100, y: 100 }, { x: 96, y: 120 }, panel, 0)).toBe(false);
    expect(isHeadingInto({ x: 100, y: 100 }, { x: 96, y: 120 }, panel)).toBe(true);
  });
});

describe('aimAt', () => {
  const diagonal = [
    { x: 190, y: 120 },
    { x: 225, y: 128 },
    { x: 260, y: 135 },
  ];

  it('waits while the pointer heads into the open panel', () => {
    expect(aimAt(diagonal, panel, null)).toBe('wait');
  });

  it('switches when the pointer has stopped where it last waited', () => {
    expect(aimAt(diagonal, panel, { x: 260, y: 135 })).toBe('switch');
  });

  it('switches for a move along the row, with no open panel, or with no positions yet', () => {
    const along = [
      { x: 190, y: 130 },
      { x: 240, y: 130 },
      { x: 290, y: 130 },
    ];
    expect(aimAt(along, panel, null)).toBe('switch');
    expect(aimAt(diagonal, null, null)).toBe('switch');
    expect(aimAt([], panel, null)).toBe('switch');
  });
});

import { aimAt, isHeadingInto, type Box } from './menu-aim.js';

// A panel as at 1280 px: under the row of entries (whose buttons end at y = 150).
const panel: Box = { left: 115, top: 150, right: 1165, bottom: 500 };

describe('isHeadingInto', () => {
  it.each([
    ['a diagonal move down toward the panel, across the next entry', 190, 120, 260, 135, true],
    ['a move straight down', 600, 120, 600, 140, true],
    ['a move toward a far corner of the panel', 190, 120, 400, 130, true],
    ['a move along the row', 190, 130, 290, 130, false],
    ['a move away from the panel', 190, 130, 260, 110, false],
    ['a move that passes beyond the panel’s side, past the tolerance', 1200, 120, 1260, 122, false],
    ['a pointer over the panel', 700, 400, 200, 200, true],
    ['a pointer that has not moved', 300, 130, 300, 130, false],
  ] as const)('for %s', (_move, fromX, fromY, toX, toY, heading) => {
    expect(isHeadingInto({ x: fromX, y: fromY }, { x: toX, y: toY }, panel)).toBe(heading);
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

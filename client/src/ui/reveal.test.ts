import { revealInList } from './reveal.js';

/** A list 300 px wide scrolled to `scrollLeft`, and a tab at `left` of `width` px in it. */
function layout(scrollLeft: number, left: number, width: number) {
  const list = { scrollLeft, clientWidth: 300 } as HTMLElement;
  const tab = { offsetLeft: left, offsetWidth: width } as HTMLElement;
  return { list, tab };
}

describe('revealInList', () => {
  it('scrolls right just enough to show a tab past the list end', () => {
    const { list, tab } = layout(0, 380, 140);
    revealInList(list, tab);
    expect(list.scrollLeft).toBe(220);
  });

  it('scrolls left to the start of a tab before the visible part', () => {
    const { list, tab } = layout(400, 120, 150);
    revealInList(list, tab);
    expect(list.scrollLeft).toBe(120);
  });

  it('leaves the list alone when the tab already shows in full', () => {
    const { list, tab } = layout(50, 100, 200);
    revealInList(list, tab);
    expect(list.scrollLeft).toBe(50);
  });
});

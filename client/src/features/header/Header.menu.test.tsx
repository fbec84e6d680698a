import { act, fireEvent, screen, within } from '@testing-library/react';
import { pressEntry } from './MegaMenu.js';
import {
  renderHeader,
  entryButton,
  topLinks,
  title,
  panelOf,
  itemOf,
  expectOpen,
  expectClosed,
  openEntries,
  setUpHeaderTests,
} from './header-test-harness.js';

setUpHeaderTests();

describe('Header: mega-menu interaction', () => {
  it('opens a panel on hover and closes it on leaving the menu', () => {
    renderHeader('es');
    const button = entryButton('Mercados');
    fireEvent.mouseEnter(itemOf(button));
    expectOpen(button);
    fireEvent.mouseLeave(screen.getByRole('navigation', { name: 'Menú principal' }));
    expectClosed(button);
  });

  it('moving the pointer to another entry switches the open panel', () => {
    renderHeader('es');
    const first = entryButton('Mercados');
    const second = entryButton(title('es', 'escuela'));
    // Along the row, away from the open panel (hover intent: menu-aim.test.ts).
    fireEvent.mouseEnter(itemOf(first), { clientX: 10, clientY: 10 });
    fireEvent.mouseEnter(itemOf(second), { clientX: 100, clientY: 10 });
    expectClosed(first);
    expectOpen(second);
    expect(openEntries()).toEqual([second]);
  });

  it('keeps the open panel while the pointer heads into it across another entry', () => {
    jest.useFakeTimers();
    try {
      renderHeader('es');
      const markets = entryButton('Mercados');
      const next = entryButton(title('es', 'informacion-de-mercado'));
      fireEvent.mouseEnter(itemOf(markets), { clientX: 190, clientY: 120 });
      expectOpen(markets);
      // The open panel hangs under the row, as at 1280 px.
      jest
        .spyOn(panelOf(markets), 'getBoundingClientRect')
        .mockReturnValue(DOMRect.fromRect({ x: 115, y: 150, width: 1050, height: 350 }));
      const nav = screen.getByRole('navigation', { name: 'Menú principal' });
      fireEvent.mouseMove(nav, { clientX: 225, clientY: 128 });
      fireEvent.mouseEnter(itemOf(next), { clientX: 260, clientY: 135 });
      expectOpen(markets);
      expectClosed(next);
      // A pointer that stops there meant the entry it rests on.
      act(() => {
        jest.advanceTimersByTime(300);
      });
      expectOpen(next);
      expectClosed(markets);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a click toggles a panel; a click on a panel hover opened keeps it open', () => {
    renderHeader('es');
    const button = entryButton('Mercados');
    fireEvent.click(button);
    expectOpen(button);
    fireEvent.click(button);
    expectClosed(button);
    fireEvent.mouseEnter(itemOf(button));
    fireEvent.click(button);
    expectOpen(button);
    fireEvent.click(button);
    expectClosed(button);
  });

  it('Enter and Space toggle the panel from the keyboard', () => {
    renderHeader('es');
    const button = entryButton('Marco normativo');
    fireEvent.keyDown(button, { key: 'Enter' });
    expectOpen(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    expectClosed(button);
    fireEvent.keyDown(button, { key: ' ' });
    fireEvent.keyUp(button, { key: ' ' });
    expectOpen(button);
    fireEvent.keyDown(button, { key: ' ' });
    expectClosed(button);
  });

  it('keeps only one panel open at a time', () => {
    renderHeader('en');
    const first = entryButton('Markets');
    const second = entryButton('Investor relations');
    fireEvent.keyDown(first, { key: 'Enter' });
    fireEvent.keyDown(second, { key: ' ' });
    expectClosed(first);
    expectOpen(second);
    fireEvent.click(first);
    expectOpen(first);
    expectClosed(second);
    expect(openEntries()).toHaveLength(1);
  });

  it('Escape closes the panel and returns focus to its button from inside the panel', () => {
    renderHeader('es');
    const button = entryButton('Grupo BMV');
    fireEvent.keyDown(button, { key: 'Enter' });
    const link = within(panelOf(button)).getByRole('link', { name: 'Historia' });
    act(() => {
      link.focus();
    });
    fireEvent.keyDown(link, { key: 'Escape' });
    expectClosed(button);
    expect(button).toHaveFocus();
  });

  it('Escape on the button closes the panel and keeps focus there', () => {
    renderHeader('en');
    const button = entryButton(title('en', 'escuela'));
    act(() => {
      button.focus();
    });
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(button, { key: 'Escape' });
    expectClosed(button);
    expect(button).toHaveFocus();
  });

  it('Escape closes a hovered panel without moving focus that is elsewhere', () => {
    renderHeader('es');
    const button = entryButton('Mercados');
    const contact = within(topLinks('es')).getByRole('link', { name: 'Contacto' });
    act(() => {
      contact.focus();
    });
    fireEvent.mouseEnter(itemOf(button));
    fireEvent.keyDown(contact, { key: 'Escape' });
    expectClosed(button);
    expect(contact).toHaveFocus();
  });

  it('panel links come right after the button in tab order, and focus leaving the entry closes it', () => {
    renderHeader('es');
    const button = entryButton('Grupo BMV');
    fireEvent.keyDown(button, { key: 'Enter' });
    const links = within(panelOf(button)).getAllByRole('link');
    // Document order is tab order (no tabindex anywhere): the button, then its panel's links.
    expect(
      button.compareDocumentPosition(links[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(links.every((l) => l.tabIndex === 0)).toBe(true);
    act(() => {
      links.at(-1)!.focus();
    });
    expectOpen(button);
    act(() => {
      entryButton('Mercados').focus();
    });
    expectClosed(button);
  });

  it('a click outside the menu closes the open panel; a click inside does not', () => {
    renderHeader('es');
    const button = entryButton(title('es', 'escuela'));
    fireEvent.click(button);
    fireEvent.pointerDown(within(panelOf(button)).getAllByRole('heading')[0]!);
    expectOpen(button);
    fireEvent.pointerDown(document.body);
    expectClosed(button);
  });
});

describe('pressEntry', () => {
  it('opens, closes, pins a hovered panel and switches to another entry', () => {
    expect(pressEntry(null, 'a')).toEqual({ id: 'a', by: 'press' });
    expect(pressEntry({ id: 'a', by: 'press' }, 'a')).toBeNull();
    expect(pressEntry({ id: 'a', by: 'hover' }, 'a')).toEqual({ id: 'a', by: 'press' });
    expect(pressEntry({ id: 'a', by: 'press' }, 'b')).toEqual({ id: 'b', by: 'press' });
  });
});

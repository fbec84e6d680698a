import { act, fireEvent, screen, within } from '@testing-library/react';
import { pressEntry } from './MegaMenu.js';
import * as harness from './header-test-harness.js';

harness.setUpHeaderTests();

describe('Header: mega-menu interaction', () => {
  it('opens a panel on hover and closes it on leaving the menu', () => {
    harness.renderHeader('es');
    const button = harness.entryButton('Mercados');
    fireEvent.mouseEnter(harness.itemOf(button));
    harness.expectOpen(button);
    fireEvent.mouseLeave(screen.getByRole('navigation', { name: 'Menú principal' }));
    harness.expectClosed(button);
  });

  it('moving the pointer to another entry switches the open panel', () => {
    harness.renderHeader('es');
    const first = harness.entryButton('Mercados');
    const second = harness.entryButton(harness.title('es', 'escuela'));
    // Along the row, away from the open panel (hover intent: menu-aim.test.ts).
    fireEvent.mouseEnter(harness.itemOf(first), { clientX: 10, clientY: 10 });
    fireEvent.mouseEnter(harness.itemOf(second), { clientX: 100, clientY: 10 });
    harness.expectClosed(first);
    harness.expectOpen(second);
    expect(harness.openEntries()).toEqual([second]);
  });

  it('keeps the open panel while the pointer heads into it across another entry', () => {
    jest.useFakeTimers();
    try {
      harness.renderHeader('es');
      const markets = harness.entryButton('Mercados');
      const next = harness.entryButton(harness.title('es', 'informacion-de-mercado'));
      fireEvent.mouseEnter(harness.itemOf(markets), { clientX: 190, clientY: 120 });
      harness.expectOpen(markets);
      // The open panel hangs under the row, as at 1280 px.
      jest
        .spyOn(harness.panelOf(markets), 'getBoundingClientRect')
        .mockReturnValue(DOMRect.fromRect({ x: 115, y: 150, width: 1050, height: 350 }));
      const nav = screen.getByRole('navigation', { name: 'Menú principal' });
      fireEvent.mouseMove(nav, { clientX: 225, clientY: 128 });
      fireEvent.mouseEnter(harness.itemOf(next), { clientX: 260, clientY: 135 });
      harness.expectOpen(markets);
      harness.expectClosed(next);
      // A pointer that stops there meant the entry it rests on.
      act(() => {
        jest.advanceTimersByTime(300);
      });
      harness.expectOpen(next);
      harness.expectClosed(markets);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a click toggles a panel; a click on a panel hover opened keeps it open', () => {
    harness.renderHeader('es');
    const button = harness.entryButton('Mercados');
    fireEvent.click(button);
    harness.expectOpen(button);
    fireEvent.click(button);
    harness.expectClosed(button);
    fireEvent.mouseEnter(harness.itemOf(button));
    fireEvent.click(button);
    harness.expectOpen(button);
    fireEvent.click(button);
    harness.expectClosed(button);
  });

  it('Enter and Space toggle the panel from the keyboard', () => {
    harness.renderHeader('es');
    const button = harness.entryButton('Marco normativo');
    fireEvent.keyDown(button, { key: 'Enter' });
    harness.expectOpen(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    harness.expectClosed(button);
    fireEvent.keyDown(button, { key: ' ' });
    fireEvent.keyUp(button, { key: ' ' });
    harness.expectOpen(button);
    fireEvent.keyDown(button, { key: ' ' });
    harness.expectClosed(button);
  });

  it('keeps only one panel open at a time', () => {
    harness.renderHeader('en');
    const first = harness.entryButton('Markets');
    const second = harness.entryButton('Investor relations');
    fireEvent.keyDown(first, { key: 'Enter' });
    fireEvent.keyDown(second, { key: ' ' });
    harness.expectClosed(first);
    harness.expectOpen(second);
    fireEvent.click(first);
    harness.expectOpen(first);
    harness.expectClosed(second);
    expect(harness.openEntries()).toHaveLength(1);
  });

  it('Escape closes the panel and returns focus to its button from inside the panel', () => {
    harness.renderHeader('es');
    const button = harness.entryButton('Grupo BMV');
    fireEvent.keyDown(button, { key: 'Enter' });
    const link = within(harness.panelOf(button)).getByRole('link', { name: 'Historia' });
    act(() => {
      link.focus();
    });
    fireEvent.keyDown(link, { key: 'Escape' });
    harness.expectClosed(button);
    expect(button).toHaveFocus();
  });

  it('Escape on the button closes the panel and keeps focus there', () => {
    harness.renderHeader('en');
    const button = harness.entryButton(harness.title('en', 'escuela'));
    act(() => {
      button.focus();
    });
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(button, { key: 'Escape' });
    harness.expectClosed(button);
    expect(button).toHaveFocus();
  });

  it('Escape closes a hovered panel without moving focus that is elsewhere', () => {
    harness.renderHeader('es');
    const button = harness.entryButton('Mercados');
    const contact = within(harness.topLinks('es')).getByRole('link', { name: 'Contacto' });
    act(() => {
      contact.focus();
    });
    fireEvent.mouseEnter(harness.itemOf(button));
    fireEvent.keyDown(contact, { key: 'Escape' });
    harness.expectClosed(button);
    expect(contact).toHaveFocus();
  });

  it('panel links come right after the button in tab order, and focus leaving the entry closes it', () => {
    harness.renderHeader('es');
    const button = harness.entryButton('Grupo BMV');
    fireEvent.keyDown(button, { key: 'Enter' });
    const links = within(harness.panelOf(button)).getAllByRole('link');
    // Document order is tab order (no tabindex anywhere): the button, then its panel's links.
    expect(
      button.compareDocumentPosition(links[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(links.every((l) => l.tabIndex === 0)).toBe(true);
    act(() => {
      links.at(-1)!.focus();
    });
    harness.expectOpen(button);
    act(() => {
      harness.entryButton('Mercados').focus();
    });
    harness.expectClosed(button);
  });

  it('a click outside the menu closes the open panel; a click inside does not', () => {
    harness.renderHeader('es');
    const button = harness.entryButton(harness.title('es', 'escuela'));
    fireEvent.click(button);
    fireEvent.pointerDown(within(harness.panelOf(button)).getAllByRole('heading')[0]!);
    harness.expectOpen(button);
    fireEvent.pointerDown(document.body);
    harness.expectClosed(button);
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

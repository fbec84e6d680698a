import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Lang } from '#shared/types/common.js';
import * as harness from './header-test-harness.js';

harness.setUpHeaderTests();

describe('Header: burger', () => {
  it.each<[Lang, string]>([
    ['es', 'Menú'],
    ['en', 'Menu'],
  ])('toggles the menu open and closed (%s)', (lang, name) => {
    harness.renderHeader(lang);
    const burger = screen.getByRole('button', { name });
    expect(burger).toHaveClass('burger');
    const menu = document.getElementById(burger.getAttribute('aria-controls')!)!;
    expect(menu).toContainElement(harness.mainNav(lang));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('menuOpen');
    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('menu', 'menuOpen');
    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('menuOpen');
  });

  it('is a link to the menu, so that it opens without JavaScript, and toggles with Space', () => {
    harness.renderHeader('es');
    const burger = screen.getByRole('button', { name: 'Menú' });
    const menuId = burger.getAttribute('aria-controls');
    expect(burger).toHaveAttribute('href', `#${String(menuId)}`);
    fireEvent.keyDown(burger, { key: ' ' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(burger, { key: ' ' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('the open burger menu holds the top links, the entries as an accordion and the companies', () => {
    harness.renderHeader('es');
    const burger = screen.getByRole('button', { name: 'Menú' });
    fireEvent.click(burger);
    const menu = document.getElementById(burger.getAttribute('aria-controls')!)!;
    expect(menu).toContainElement(harness.topLinks('es'));
    expect(menu).toContainElement(harness.companiesNav('es'));
    const entry = within(menu).getByRole('button', { name: 'Mercados' });
    fireEvent.click(entry);
    harness.expectOpen(entry);
  });

  it('Escape closes an open panel first, then the burger menu, returning focus to the burger', () => {
    harness.renderHeader('es');
    const burger = screen.getByRole('button', { name: 'Menú' });
    fireEvent.click(burger);
    const entry = harness.entryButton('Mercados');
    act(() => {
      entry.focus();
    });
    fireEvent.keyDown(entry, { key: 'Enter' });
    fireEvent.keyDown(entry, { key: 'Escape' });
    harness.expectClosed(entry);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(entry, { key: 'Escape' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('a click outside the header closes the burger menu', () => {
    harness.renderHeader('en');
    const burger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(burger);
    fireEvent.pointerDown(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header: search that could not load', () => {
  it.each<[Lang, RegExp]>([
    ['es', /No se pudo abrir el buscador/],
    ['en', /The search could not be opened/],
  ])('says so in an alert that describes the search controls (%s)', (lang, text) => {
    harness.renderHeader(lang, { searchFailed: true });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text);
    for (const control of document.querySelectorAll('[aria-controls="search-panel"]')) {
      expect(control).toHaveAttribute('aria-describedby', alert.id);
    }
  });

  it('shows no message while the search can load', () => {
    harness.renderHeader('es');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Header: dark mode toggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.dataset.theme = 'light';
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: () => ({ matches: false }),
    });
  });

  it.each([
    ['es', 'Modo oscuro'],
    ['en', 'Dark mode'],
  ] as const)(
    'is a labelled toggle button in %s that turns the page dark and back',
    async (lang, name) => {
      harness.renderHeader(lang);
      const toggle = screen.getByRole('button', { name, pressed: false });
      fireEvent.click(toggle);
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(localStorage.getItem('theme')).toBe('dark');
      await screen.findByRole('button', { name, pressed: true });
      fireEvent.click(toggle);
      expect(document.documentElement.dataset.theme).toBe('light');
      await screen.findByRole('button', { name, pressed: false });
    },
  );
});

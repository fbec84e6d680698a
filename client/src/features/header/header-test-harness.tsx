/** The header tests' harness: the header rendered in a language, and its parts by role. */
import { screen } from '@testing-library/react';
import { MEGA_MENU } from '#shared/data/menu.js';
import type { Lang } from '#shared/types/common.js';
import { renderWithProviders } from '../../test/render.js';
import { Header, type HeaderProps } from './Header.js';
import { loadMenuSections } from './menu-sections.js';

export function renderHeader(lang: Lang = 'es', props: Partial<HeaderProps> = {}, path?: string) {
  const onOpenSearch = jest.fn();
  const view = renderWithProviders(
    <Header
      lang={lang}
      alternateUrl={null}
      onOpenSearch={onOpenSearch}
      searchOpen={false}
      {...props}
    />,
    { lang, ...(path === undefined ? {} : { path }) },
  );
  return { ...view, onOpenSearch };
}

export const mainNav = (lang: Lang = 'es') =>
  screen.getByRole('navigation', { name: lang === 'es' ? 'Menú principal' : 'Main menu' });
// Role queries are slow over the whole menu (every hidden panel is in the DOM), so the interaction
// tests find entry buttons directly; the tests of the entries themselves use role queries.
export const entryButton = (title: string) => {
  const buttons = document.querySelectorAll<HTMLButtonElement>('nav button[aria-controls]');
  const button = Array.from(buttons).find((b) => b.textContent === title);
  if (!button) throw new Error(`no entry button ${title}`);
  return button;
};
// Link queries are scoped to one small landmark: over the whole header they also visit the
// hundreds of links of the hidden panels, which is slow in jsdom.
export const topLinks = (lang: Lang = 'es') =>
  screen.getByRole('navigation', { name: lang === 'es' ? 'Enlaces de interés' : 'Useful links' });
export const languageNav = (lang: Lang = 'es') =>
  screen.getByRole('navigation', { name: lang === 'es' ? 'Idioma' : 'Language' });
export const companiesNav = (lang: Lang = 'es') =>
  screen.getByRole('navigation', {
    name: lang === 'es' ? 'Empresas del Grupo' : 'Group companies',
  });
/** The logo is the header's first link. */
export const logo = () => screen.getByRole('banner').querySelector('a')!;
export const title = (lang: Lang, id: string) => MEGA_MENU[lang].find((e) => e.id === id)!.title;
export const panelOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-controls');
  const panel = id === null ? null : document.getElementById(id);
  if (!panel) throw new Error(`no panel for ${button.textContent}`);
  return panel;
};
export const itemOf = (button: HTMLElement) => button.closest('li')!;
export const expectOpen = (button: HTMLElement) => {
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(panelOf(button)).toBeVisible();
};
export const expectClosed = (button: HTMLElement) => {
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(panelOf(button)).not.toBeVisible();
};
export const openEntries = () =>
  Array.from(document.querySelectorAll('nav button[aria-controls]')).filter(
    (b) => b.getAttribute('aria-expanded') === 'true',
  );

/** Loads the menu's sections once before the tests of a file. */
export function setUpHeaderTests() {
  // The sections arrive before the tests: a load finishing after a test (outside act) would update a
  // menu nobody is looking at. Their loading state is menu-sections.test.tsx's.
  beforeAll(async () => {
    await Promise.all([loadMenuSections('es'), loadMenuSections('en')]);
  });
}

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MEGA_MENU } from '#shared/data/menu.js';
import { Providers, renderWithProviders } from '../../test/render.js';
import { Header } from './Header.js';

// This file's module registry is its own: the sections of both languages start unloaded here.
const header = (lang: 'es' | 'en') => (
  <Header lang={lang} alternateUrl={null} onOpenSearch={jest.fn()} searchOpen={false} />
);
const entryButton = (title: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('nav button[aria-controls]')).find(
    (b) => b.textContent === title,
  )!;
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

describe('mega-menu sections, loaded after the first view', () => {
  it('renders the 11 entries on the server with empty panels: no section link in the HTML', () => {
    const html = renderToString(<Providers lang="es">{header('es')}</Providers>);
    for (const entry of MEGA_MENU.es) expect(html).toContain(`>${entry.title}<`);
    const firstLink = MEGA_MENU.es[0]!.sections[0]!.links[0]!;
    expect(html).not.toContain(`href="${firstLink.url}"`);
    expect(html).not.toContain(MEGA_MENU.es[0]!.sections[0]!.heading);
    expect(html.match(/aria-busy="true"/g)).toHaveLength(11);
  });

  it('shows a loading line in an opened panel until its sections arrive, then the sections', async () => {
    renderWithProviders(header('en'), { lang: 'en' });
    const entry = MEGA_MENU.en[1]!;
    const button = entryButton(entry.title);
    const panel = panelOf(button);
    expect(within(panel).queryByRole('heading')).toBeNull();
    fireEvent.click(button);
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).getByText('Loading the menu…')).toBeVisible();
    const headings = await within(panel).findAllByRole('heading');
    expect(headings.map((h) => h.textContent)).toEqual(entry.sections.map((s) => s.heading));
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(within(panel).queryByText('Loading the menu…')).toBeNull();
  });

  it('starts loading when a pointer reaches the menu, before any panel opens', async () => {
    renderWithProviders(header('es'), { lang: 'es' });
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const entry = MEGA_MENU.es[2]!;
    const button = entryButton(entry.title);
    const panel = panelOf(button);
    fireEvent.pointerEnter(nav);
    await waitFor(() => {
      expect(panel).toHaveAttribute('aria-busy', 'false');
    });
    // Loaded, but a closed panel stays empty: hidden links are not rendered.
    expect(panel).not.toBeVisible();
    expect(within(panel).queryAllByRole('heading', { hidden: true })).toHaveLength(0);
    expect(within(panel).queryAllByRole('link', { hidden: true })).toHaveLength(0);
    // Opening it shows its sections at once, without a loading line.
    fireEvent.click(button);
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(entry.sections.map((s) => s.heading));
    expect(within(panel).queryByText('Cargando el menú…')).toBeNull();
    // Closing it empties it again.
    fireEvent.click(button);
    expect(within(panel).queryAllByRole('heading', { hidden: true })).toHaveLength(0);
    expect(panel.children).toHaveLength(0);
  });
});

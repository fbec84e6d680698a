import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { MEGA_MENU } from '#shared/data/menu.js';
import { groupSiteUrl } from '#shared/links.js';
import { Providers, renderWithProviders } from '../../test/render.js';
import { Header } from './Header.js';
import { loadMenuSections } from './menu-sections.js';

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
  it('renders the 11 entries with empty panels: no section link before the sections load', () => {
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

describe('mega-menu without JavaScript', () => {
  it.each(['es', 'en'] as const)(
    'renders each entry as a disclosure of its overview and section links, for browsers without scripts (%s)',
    async (lang) => {
      // The server loads the sections before it renders (entry-server.tsx).
      await loadMenuSections(lang);
      const html = renderToString(<Providers lang={lang}>{header(lang)}</Providers>);
      const container = document.createElement('div');
      container.innerHTML = html;
      const fallbacks = Array.from(container.querySelectorAll('nav li > noscript'));
      expect(fallbacks).toHaveLength(MEGA_MENU[lang].length);
      const expected = MEGA_MENU[lang].map((entry) => ({
        title: entry.title,
        overview: groupSiteUrl(entry.url, lang, DEFAULT_SITE_CONFIG),
        headings: entry.sections.map((section) => section.heading),
        links: entry.sections.flatMap((section) =>
          section.links.flatMap((link) => {
            const href = groupSiteUrl(link.url, lang, DEFAULT_SITE_CONFIG);
            return href === null ? [] : [href];
          }),
        ),
      }));
      const found = fallbacks.map((noscript) => {
        // jsdom, like a browser with scripts on, keeps a <noscript>'s content as text; a browser
        // without scripts parses it as HTML.
        const parsed = document.createElement('template');
        parsed.innerHTML = noscript.textContent;
        const details = parsed.content.querySelector('details')!;
        const links = Array.from(details.querySelectorAll('a'), (a) => a.getAttribute('href'));
        const overview = details.querySelector('summary + div a:first-child');
        const hasOverview = overview !== null && !overview.closest('li');
        return {
          title: details.querySelector('summary')?.textContent,
          overview: hasOverview ? overview.getAttribute('href') : null,
          headings: Array.from(details.querySelectorAll('h2'), (h) => h.textContent),
          links: hasOverview ? links.slice(1) : links,
        };
      });
      expect(found).toEqual(expected);
      // Every entry's disclosure shares one name: opening one closes the others.
      const names = fallbacks.map(
        (noscript) => /<details[^>]* name="([^"]+)"/.exec(noscript.textContent)?.[1],
      );
      expect(new Set(names).size).toBe(1);
      expect(names[0]).toBeTruthy();
    },
  );

  it('hydrates the server’s HTML, links included, without a mismatch', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Providers lang="es">{header('es')}</Providers>);
    const fallbacks = () =>
      Array.from(container.querySelectorAll('nav li > noscript'), (n) => n.outerHTML);
    const before = fallbacks();
    expect(before).toHaveLength(MEGA_MENU.es.length);
    const errors: unknown[] = [];
    // React (development build) reports HTML that does not match the server's as a console error.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      hydrateRoot(container, <Providers lang="es">{header('es')}</Providers>, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(fallbacks()).toEqual(before);
  });
});

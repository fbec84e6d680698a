import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { MEGA_MENU } from '#shared/data/menu.js';
import { groupSiteUrl } from '#shared/links.js';
import type { Lang } from '#shared/types/common.js';
import { renderWithProviders } from '../../test/render.js';
import { Header } from './Header.js';
import * as harness from './header-test-harness.js';

harness.setUpHeaderTests();

describe('Header: logo, landmarks and texts', () => {
  it('renders in Spanish: banner, logo wordmark linking home with the group name, Spanish labels', () => {
    harness.renderHeader('es');
    expect(harness.logo()).toHaveAccessibleName('Grupo BMV: página de inicio');
    expect(harness.logo()).toHaveTextContent(/^BMV$/);
    expect(harness.logo()).toHaveAttribute('href', DEFAULT_SITE_CONFIG.homeUrl);
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Empresas del Grupo' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(
      within(harness.topLinks('es')).getByRole('link', { name: 'Contacto' }),
    ).toBeInTheDocument();
    expect(
      within(harness.topLinks('es')).getByRole('link', { name: 'Sala de prensa' }),
    ).toBeInTheDocument();
  });

  it('renders in English with English labels', () => {
    harness.renderHeader('en');
    expect(harness.logo()).toHaveAccessibleName('Grupo BMV: home page');
    expect(harness.logo()).toHaveAttribute('href', DEFAULT_SITE_CONFIG.homeUrl);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Group companies' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    const top = within(harness.topLinks('en'));
    expect(top.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(top.getByRole('link', { name: 'Press room' })).toBeInTheDocument();
    expect(top.getByRole('link', { name: /^Job board/ })).toBeInTheDocument();
  });

  it('uses the abbreviation and home URL of the site configuration', () => {
    const config = {
      ...DEFAULT_SITE_CONFIG,
      groupName: 'Grupo Ejemplo',
      groupAbbreviation: 'GEJ',
      homeUrl: 'https://example.org',
    };
    renderWithProviders(
      <Header lang="es" alternateUrl={null} onOpenSearch={jest.fn()} searchOpen={false} />,
      { lang: 'es', config },
    );
    const link = harness.logo();
    expect(link).toHaveTextContent(/^GEJ$/);
    expect(link).toHaveAccessibleName('Grupo Ejemplo: página de inicio');
    expect(link).toHaveAttribute('href', 'https://example.org');
  });
});

describe('Header: mega-menu entries', () => {
  it.each<[Lang, string, string]>([
    ['es', 'Grupo BMV', 'Fondos de inversión'],
    ['en', 'BMV Group', 'Investment funds'],
  ])('shows the 11 entries in order (%s), from %s to %s', (lang, first, last) => {
    harness.renderHeader(lang);
    const nav = harness.mainNav(lang);
    const buttons = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toHaveLength(11);
    expect(buttons).toEqual(MEGA_MENU[lang].map((e) => e.title));
    expect(buttons[0]).toBe(first);
    expect(buttons[10]).toBe(last);
    expect(MEGA_MENU[lang].map((e) => e.id)).toEqual([
      'grupo',
      'mercados',
      'informacion-de-mercado',
      'emisoras-listadas',
      'listado-y-prospectos',
      'mi-empresa-en-bolsa',
      'relacion-con-inversionistas',
      'marco-normativo',
      'escuela',
      'difusion-cultural',
      'fondos-de-inversion',
    ]);
  });

  it('starts with every panel closed, each button controlling its own panel', () => {
    harness.renderHeader('es');
    const buttons = within(harness.mainNav()).getAllByRole('button');
    const ids = buttons.map((b) => b.getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(11);
    for (const button of buttons) harness.expectClosed(button);
  });

  it('renders no element a closed entry does not show: its chevron is drawn by CSS', () => {
    harness.renderHeader('es');
    for (const button of within(harness.mainNav()).getAllByRole('button')) {
      // The title as text, no element of its own for the chevron or the title.
      expect(button.children).toHaveLength(0);
      // A closed panel is empty (every page renders the eleven): its overview link and sections
      // come when it opens.
      const panel = harness.panelOf(button);
      expect(panel.children).toHaveLength(0);
      expect(panel.hidden).toBe(true);
    }
    // Opened, the panel shows its overview link (entries with a page of their own).
    const first = MEGA_MENU.es.find((entry) => entry.url)!;
    fireEvent.click(harness.entryButton(first.title));
    expect(
      within(harness.panelOf(harness.entryButton(first.title))).getByRole('link', {
        name: `Ir a ${first.title}`,
      }),
    ).toBeTruthy();
  });

  it.each<[Lang, string, string]>([
    ['es', 'Glosario', '/es/bmv/glosario'],
    ['en', 'Glossary', '/en/bmv/glossary'],
  ])('links the school glossary entry to this product glossary (%s)', async (lang, name, href) => {
    harness.renderHeader(lang);
    const school = MEGA_MENU[lang].find((entry) => entry.id === 'escuela');
    const button = harness.entryButton(school?.title ?? '');
    fireEvent.click(button);
    const link = await within(harness.panelOf(button)).findByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
  });

  it.each<Lang>(['es', 'en'])(
    'shows every section heading and link of every panel (%s); blank URLs are plain text',
    async (lang) => {
      harness.renderHeader(lang);
      for (const entry of MEGA_MENU[lang]) {
        const button = harness.entryButton(entry.title);
        fireEvent.click(button);
        const panel = harness.panelOf(button);
        // The first panel opened may wait for the language's sections to load.
        const headings = (await within(panel).findAllByRole('heading')).map((h) => h.textContent);
        expect(headings).toEqual(entry.sections.map((s) => s.heading));
        for (const section of entry.sections) {
          const list = within(panel).getByRole('list', { name: section.heading });
          const items = Array.from(list.children);
          expect(items).toHaveLength(section.links.length);
          section.links.forEach((link, i) => {
            const item = items[i]!;
            expect(item).toHaveTextContent(link.title);
            const anchor = item.querySelector('a');
            if (link.url === '') expect(anchor).toBeNull();
            else
              expect(anchor).toHaveAttribute(
                'href',
                groupSiteUrl(link.url, lang, DEFAULT_SITE_CONFIG),
              );
          });
        }
        fireEvent.click(button);
      }
    },
  );

  it('puts the entry own page link first in its panel', () => {
    harness.renderHeader('es');
    const button = harness.entryButton('Grupo BMV');
    fireEvent.click(button);
    const links = within(harness.panelOf(button)).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Ir a Grupo BMV');
    expect(links[0]).toHaveAttribute('href', 'https://www.bmv.com.mx/es/grupo-bmv');
  });

  it('gives the cultural diffusion entry no link of its own (English too)', () => {
    harness.renderHeader('en');
    const entry = MEGA_MENU.en.find((e) => e.id === 'difusion-cultural')!;
    expect(entry.url).toBe('');
    const button = harness.entryButton(entry.title);
    fireEvent.click(button);
    const panel = harness.panelOf(button);
    expect(within(panel).queryByRole('link', { name: `Go to ${entry.title}` })).toBeNull();
    expect(within(panel).getAllByRole('link')[0]).toHaveAccessibleName(
      entry.sections[0]!.links[0]!.title,
    );
    const blank = entry.sections.flatMap((s) => s.links).find((l) => l.url === '')!;
    expect(within(panel).getByText(blank.title).closest('a')).toBeNull();
  });

  it('prefixes menu links with the configured site base URL', () => {
    renderWithProviders(
      <Header lang="es" alternateUrl={null} onOpenSearch={jest.fn()} searchOpen={false} />,
      { lang: 'es', config: { ...DEFAULT_SITE_CONFIG, siteBaseUrl: 'https://www.example.org' } },
    );
    const button = harness.entryButton('Grupo BMV');
    fireEvent.click(button);
    expect(within(harness.panelOf(button)).getByRole('link', { name: 'Historia' })).toHaveAttribute(
      'href',
      'https://www.example.org/es/grupo-bmv/historia',
    );
  });

  it('highlights the active entry with aria-current="page" and no other', () => {
    harness.renderHeader('es', { activeEntryId: 'escuela' });
    const school = harness.title('es', 'escuela');
    const active = within(harness.mainNav())
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-current') === 'page');
    expect(active).toHaveLength(1);
    expect(active[0]).toHaveTextContent(school);
    expect(harness.entryButton(school)).toBe(active[0]);
    expect(active[0]).toHaveClass('active');
    expect(harness.entryButton('Grupo BMV')).not.toHaveAttribute('aria-current');
    expect(harness.entryButton('Grupo BMV')).not.toHaveClass('active');
  });

  it('marks no entry active without activeEntryId', () => {
    harness.renderHeader('en');
    for (const button of within(harness.mainNav('en')).getAllByRole('button')) {
      expect(button).not.toHaveAttribute('aria-current');
    }
  });
});

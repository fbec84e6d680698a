import { act, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { MEGA_MENU } from '#shared/data/menu.js';
import { groupSiteUrl } from '#shared/links.js';
import type { Lang } from '#shared/types/common.js';
import { renderWithProviders } from '../../test/render.js';
import { Header, type HeaderProps } from './Header.js';
import { pressEntry } from './MegaMenu.js';
import { loadMenuSections } from './menu-sections.js';

function renderHeader(lang: Lang = 'es', props: Partial<HeaderProps> = {}, path?: string) {
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

const mainNav = (lang: Lang = 'es') =>
  screen.getByRole('navigation', { name: lang === 'es' ? 'Menú principal' : 'Main menu' });
// Role queries are slow over the whole menu (every hidden panel is in the DOM), so the interaction
// tests find entry buttons directly; the tests of the entries themselves use role queries.
const entryButton = (title: string) => {
  const buttons = document.querySelectorAll<HTMLButtonElement>('nav button[aria-controls]');
  const button = Array.from(buttons).find((b) => b.textContent === title);
  if (!button) throw new Error(`no entry button ${title}`);
  return button;
};
// Link queries are scoped to one small landmark: over the whole header they also visit the
// hundreds of links of the hidden panels, which is slow in jsdom.
const topLinks = (lang: Lang = 'es') =>
  screen.getByRole('navigation', { name: lang === 'es' ? 'Enlaces de interés' : 'Useful links' });
const languageNav = (lang: Lang = 'es') =>
  screen.getByRole('navigation', { name: lang === 'es' ? 'Idioma' : 'Language' });
const companiesNav = (lang: Lang = 'es') =>
  screen.getByRole('navigation', {
    name: lang === 'es' ? 'Empresas del Grupo' : 'Group companies',
  });
/** The logo is the header's first link. */
const logo = () => screen.getByRole('banner').querySelector('a')!;
const title = (lang: Lang, id: string) => MEGA_MENU[lang].find((e) => e.id === id)!.title;
const panelOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-controls');
  const panel = id === null ? null : document.getElementById(id);
  if (!panel) throw new Error(`no panel for ${button.textContent}`);
  return panel;
};
const itemOf = (button: HTMLElement) => button.closest('li')!;
const expectOpen = (button: HTMLElement) => {
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(panelOf(button)).toBeVisible();
};
const expectClosed = (button: HTMLElement) => {
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(panelOf(button)).not.toBeVisible();
};
const openEntries = () =>
  Array.from(document.querySelectorAll('nav button[aria-controls]')).filter(
    (b) => b.getAttribute('aria-expanded') === 'true',
  );

// The sections arrive before the tests: a load finishing after a test (outside act) would update a
// menu nobody is looking at. Their loading state is menu-sections.test.tsx's.
beforeAll(async () => {
  await Promise.all([loadMenuSections('es'), loadMenuSections('en')]);
});

describe('Header: logo, landmarks and texts', () => {
  it('renders in Spanish: banner, logo wordmark linking home with the group name, Spanish labels', () => {
    renderHeader('es');
    expect(logo()).toHaveAccessibleName('Grupo BMV: página de inicio');
    expect(logo()).toHaveTextContent(/^BMV$/);
    expect(logo()).toHaveAttribute('href', DEFAULT_SITE_CONFIG.homeUrl);
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Empresas del Grupo' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(within(topLinks('es')).getByRole('link', { name: 'Contacto' })).toBeInTheDocument();
    expect(
      within(topLinks('es')).getByRole('link', { name: 'Sala de prensa' }),
    ).toBeInTheDocument();
  });

  it('renders in English with English labels', () => {
    renderHeader('en');
    expect(logo()).toHaveAccessibleName('Grupo BMV: home page');
    expect(logo()).toHaveAttribute('href', DEFAULT_SITE_CONFIG.homeUrl);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Group companies' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    const top = within(topLinks('en'));
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
    const link = logo();
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
    renderHeader(lang);
    const nav = mainNav(lang);
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
    renderHeader('es');
    const buttons = within(mainNav()).getAllByRole('button');
    const ids = buttons.map((b) => b.getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(11);
    for (const button of buttons) expectClosed(button);
  });

  it('renders no element a closed entry does not show: its chevron is drawn by CSS', () => {
    renderHeader('es');
    for (const button of within(mainNav()).getAllByRole('button')) {
      // The title as text, no element of its own for the chevron or the title.
      expect(button.children).toHaveLength(0);
      // A closed panel is empty (every page renders the eleven): its overview link and sections
      // come when it opens.
      const panel = panelOf(button);
      expect(panel.children).toHaveLength(0);
      expect(panel.hidden).toBe(true);
    }
    // Opened, the panel shows its overview link (entries with a page of their own).
    const first = MEGA_MENU.es.find((entry) => entry.url)!;
    fireEvent.click(entryButton(first.title));
    expect(
      within(panelOf(entryButton(first.title))).getByRole('link', { name: `Ir a ${first.title}` }),
    ).toBeTruthy();
  });

  it.each<[Lang, string, string]>([
    ['es', 'Glosario', '/es/bmv/glosario'],
    ['en', 'Glossary', '/en/bmv/glossary'],
  ])('links the school glossary entry to this product glossary (%s)', async (lang, name, href) => {
    renderHeader(lang);
    const school = MEGA_MENU[lang].find((entry) => entry.id === 'escuela');
    const button = entryButton(school?.title ?? '');
    fireEvent.click(button);
    const link = await within(panelOf(button)).findByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
  });

  it.each<Lang>(['es', 'en'])(
    'shows every section heading and link of every panel (%s); blank URLs are plain text',
    async (lang) => {
      renderHeader(lang);
      for (const entry of MEGA_MENU[lang]) {
        const button = entryButton(entry.title);
        fireEvent.click(button);
        const panel = panelOf(button);
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
    renderHeader('es');
    const button = entryButton('Grupo BMV');
    fireEvent.click(button);
    const links = within(panelOf(button)).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Ir a Grupo BMV');
    expect(links[0]).toHaveAttribute('href', 'https://www.bmv.com.mx/es/grupo-bmv');
  });

  it('gives the cultural diffusion entry no link of its own (English too)', () => {
    renderHeader('en');
    const entry = MEGA_MENU.en.find((e) => e.id === 'difusion-cultural')!;
    expect(entry.url).toBe('');
    const button = entryButton(entry.title);
    fireEvent.click(button);
    const panel = panelOf(button);
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
    const button = entryButton('Grupo BMV');
    fireEvent.click(button);
    expect(within(panelOf(button)).getByRole('link', { name: 'Historia' })).toHaveAttribute(
      'href',
      'https://www.example.org/es/grupo-bmv/historia',
    );
  });

  it('highlights the active entry with aria-current="page" and no other', () => {
    renderHeader('es', { activeEntryId: 'escuela' });
    const school = title('es', 'escuela');
    const active = within(mainNav())
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-current') === 'page');
    expect(active).toHaveLength(1);
    expect(active[0]).toHaveTextContent(school);
    expect(entryButton(school)).toBe(active[0]);
    expect(active[0]).toHaveClass('active');
    expect(entryButton('Grupo BMV')).not.toHaveAttribute('aria-current');
    expect(entryButton('Grupo BMV')).not.toHaveClass('active');
  });

  it('marks no entry active without activeEntryId', () => {
    renderHeader('en');
    for (const button of within(mainNav('en')).getAllByRole('button')) {
      expect(button).not.toHaveAttribute('aria-current');
    }
  });
});

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

describe('Header: language switch', () => {
  it('links English to the alternate URL of the page and marks Spanish as current', () => {
    renderHeader('es', { alternateUrl: '/en/bmv/glossary/Stock' });
    const nav = languageNav('es');
    const english = within(nav).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/bmv/glossary/Stock');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    const spanish = within(nav).getByText('Español');
    expect(spanish).toHaveAttribute('aria-current', 'true');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(within(nav).queryByRole('link', { name: 'Español' })).toBeNull();
  });

  it('links to the English home when the page has no alternate URL', () => {
    renderHeader('es', { alternateUrl: null });
    expect(within(languageNav('es')).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en',
    );
  });

  it('in English links Spanish to the alternate URL, or to the Spanish home', () => {
    const { unmount } = renderHeader('en', { alternateUrl: '/es/bmv/glosario/Accion' });
    const spanish = within(languageNav('en')).getByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('href', '/es/bmv/glosario/Accion');
    expect(spanish).toHaveAttribute('hreflang', 'es');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(within(languageNav('en')).getByText('English')).toHaveAttribute('aria-current', 'true');
    unmount();
    renderHeader('en', { alternateUrl: null });
    expect(within(languageNav('en')).getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es',
    );
  });
});

describe('Header: top links and group companies', () => {
  it.each<[Lang, string, string, string]>([
    ['es', 'Contacto', '/es/contacto', 'Sala de prensa'],
    ['en', 'Contact', '/en/contact', 'Press room'],
  ])('links contact and press room to their routes (%s)', (lang, contact, contactPath, press) => {
    renderHeader(lang);
    const top = within(topLinks(lang));
    expect(top.getByRole('link', { name: contact })).toHaveAttribute('href', contactPath);
    expect(top.getByRole('link', { name: press })).toHaveAttribute(
      'href',
      lang === 'es' ? '/es/sala-de-prensa' : '/en/press-room',
    );
  });

  it.each<[Lang, string, string, string]>([
    ['es', '/es/contacto', 'Contacto', 'Sala de prensa'],
    ['en', '/en/press-room', 'Press room', 'Contact'],
  ])('marks the current page among contact and press room (%s %s)', (lang, path, here, other) => {
    renderHeader(lang, {}, path);
    const top = within(topLinks(lang));
    expect(top.getByRole('link', { name: here })).toHaveAttribute('aria-current', 'page');
    expect(top.getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
  });

  it('closes the burger menu when a top link is followed', () => {
    renderHeader('es');
    const burger = screen.getByRole('button', { name: 'Menú' });
    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const contact = within(topLinks('es')).getByRole('link', { name: 'Contacto' });
    // Followed in the page: the browser's own navigation is cancelled.
    expect(fireEvent.click(contact, { button: 0 })).toBe(false);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(contact).toHaveAttribute('aria-current', 'page');
  });

  it.each<[Lang, string, string, string]>([
    ['es', '(se abre en una pestaña nueva)', 'Blog', 'Bolsa de trabajo'],
    ['en', '(opens in a new tab)', 'Blog', 'Job board'],
  ])(
    'opens blog, job board and the six companies in a new tab with a hint (%s)',
    (lang, hint, blog, jobs) => {
      renderHeader(lang);
      const expectNewTab = (link: HTMLElement, href: string) => {
        expect(link).toHaveAttribute('href', href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link).toHaveAccessibleName(expect.stringContaining(hint));
      };
      const top = within(topLinks(lang));
      expectNewTab(top.getByRole('link', { name: `${blog} ${hint}` }), DEFAULT_SITE_CONFIG.blogUrl);
      expectNewTab(
        top.getByRole('link', { name: `${jobs} ${hint}` }),
        DEFAULT_SITE_CONFIG.jobBoardUrl,
      );
      const companies = within(companiesNav(lang)).getAllByRole('link');
      expect(companies).toHaveLength(6);
      DEFAULT_SITE_CONFIG.groupCompanies.forEach((company, i) => {
        expect(companies[i]).toHaveAccessibleName(`${company.label[lang]} ${hint}`);
        expectNewTab(companies[i]!, company.url);
      });
    },
  );

  it('keeps contact, press room and menu links in the same tab', () => {
    renderHeader('es');
    const top = within(topLinks('es'));
    expect(top.getByRole('link', { name: 'Contacto' })).not.toHaveAttribute('target');
    expect(top.getByRole('link', { name: 'Sala de prensa' })).not.toHaveAttribute('target');
    const button = entryButton('Grupo BMV');
    fireEvent.click(button);
    for (const link of within(panelOf(button)).getAllByRole('link')) {
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('puts every top link but the last one (press room) in the "more" disclosure', () => {
    renderHeader('es');
    const more = within(topLinks('es')).getByText('Más enlaces').closest('details');
    if (!more) throw new Error('no disclosure');
    const inside = within(more).getAllByRole('link');
    expect(inside.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Blog/),
      'Contacto',
      expect.stringMatching(/^Bolsa de trabajo/),
    ]);
    const pressRoom = within(topLinks('es')).getByRole('link', { name: 'Sala de prensa' });
    expect(more).not.toContainElement(pressRoom);
  });

  it('closes "more" with Escape, returning the focus to its summary, and on a link', () => {
    renderHeader('es');
    const summary = within(topLinks('es')).getByText('Más enlaces');
    const more = summary.closest('details');
    if (!more) throw new Error('no disclosure');
    act(() => {
      more.open = true;
      more.dispatchEvent(new Event('toggle'));
    });
    within(more).getByRole('link', { name: 'Contacto' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.open).toBe(false);
    expect(summary).toHaveFocus();
    act(() => {
      more.open = true;
      more.dispatchEvent(new Event('toggle'));
    });
    fireEvent.click(within(more).getByRole('link', { name: 'Contacto' }));
    expect(more.open).toBe(false);
  });
});

describe('Header: search box', () => {
  it.each<[Lang, string, string]>([
    ['es', 'Buscar en el sitio', 'Buscar'],
    ['en', 'Search the site', 'Search'],
  ])('the box and the small-screen icon both open the search panel (%s)', (lang, box, icon) => {
    const { onOpenSearch } = renderHeader(lang);
    const searchBox = screen.getByRole('button', { name: box });
    const searchIcon = screen.getByRole('button', { name: icon });
    for (const control of [searchBox, searchIcon]) {
      expect(control).toHaveAttribute('aria-expanded', 'false');
      expect(control).toHaveAttribute('aria-controls', 'search-panel');
    }
    expect(searchBox).toHaveClass('searchBox');
    expect(searchIcon).toHaveClass('searchIcon');
    fireEvent.click(searchBox);
    expect(onOpenSearch).toHaveBeenCalledTimes(1);
    fireEvent.click(searchIcon);
    expect(onOpenSearch).toHaveBeenCalledTimes(2);
  });

  it('reflects an open search panel in aria-expanded', () => {
    renderHeader('es', { searchOpen: true });
    expect(screen.getByRole('button', { name: 'Buscar en el sitio' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('names the control that opened the panel and signals intent on pointer and focus', () => {
    const onSearchIntent = jest.fn();
    const { onOpenSearch } = renderHeader('es', { onSearchIntent });
    const searchBox = screen.getByRole('button', { name: 'Buscar en el sitio' });
    const searchIcon = screen.getByRole('button', { name: 'Buscar' });
    fireEvent.pointerEnter(searchBox);
    expect(onSearchIntent).toHaveBeenCalledTimes(1);
    fireEvent.focus(searchIcon);
    expect(onSearchIntent).toHaveBeenCalledTimes(2);
    fireEvent.click(searchIcon);
    expect(onOpenSearch).toHaveBeenCalledWith(searchIcon);
  });
});

describe('Header: burger', () => {
  it.each<[Lang, string]>([
    ['es', 'Menú'],
    ['en', 'Menu'],
  ])('toggles the menu open and closed (%s)', (lang, name) => {
    renderHeader(lang);
    const burger = screen.getByRole('button', { name });
    expect(burger).toHaveClass('burger');
    const menu = document.getElementById(burger.getAttribute('aria-controls')!)!;
    expect(menu).toContainElement(mainNav(lang));
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
    renderHeader('es');
    const burger = screen.getByRole('button', { name: 'Menú' });
    const menuId = burger.getAttribute('aria-controls');
    expect(burger).toHaveAttribute('href', `#${String(menuId)}`);
    fireEvent.keyDown(burger, { key: ' ' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(burger, { key: ' ' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('the open burger menu holds the top links, the entries as an accordion and the companies', () => {
    renderHeader('es');
    const burger = screen.getByRole('button', { name: 'Menú' });
    fireEvent.click(burger);
    const menu = document.getElementById(burger.getAttribute('aria-controls')!)!;
    expect(menu).toContainElement(topLinks('es'));
    expect(menu).toContainElement(companiesNav('es'));
    const entry = within(menu).getByRole('button', { name: 'Mercados' });
    fireEvent.click(entry);
    expectOpen(entry);
  });

  it('Escape closes an open panel first, then the burger menu, returning focus to the burger', () => {
    renderHeader('es');
    const burger = screen.getByRole('button', { name: 'Menú' });
    fireEvent.click(burger);
    const entry = entryButton('Mercados');
    act(() => {
      entry.focus();
    });
    fireEvent.keyDown(entry, { key: 'Enter' });
    fireEvent.keyDown(entry, { key: 'Escape' });
    expectClosed(entry);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(entry, { key: 'Escape' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('a click outside the header closes the burger menu', () => {
    renderHeader('en');
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
    renderHeader(lang, { searchFailed: true });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text);
    for (const control of document.querySelectorAll('[aria-controls="search-panel"]')) {
      expect(control).toHaveAttribute('aria-describedby', alert.id);
    }
  });

  it('shows no message while the search can load', () => {
    renderHeader('es');
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
      renderHeader(lang);
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

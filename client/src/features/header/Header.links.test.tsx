import { act, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import type { Lang } from '#shared/types/common.js';
import * as harness from './header-test-harness.js';

harness.setUpHeaderTests();

describe('Header: language switch', () => {
  it('links English to the alternate URL of the page and marks Spanish as current', () => {
    harness.renderHeader('es', { alternateUrl: '/en/bmv/glossary/Stock' });
    const nav = harness.languageNav('es');
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
    harness.renderHeader('es', { alternateUrl: null });
    expect(
      within(harness.languageNav('es')).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/en');
  });

  it('in English links Spanish to the alternate URL, or to the Spanish home', () => {
    const { unmount } = harness.renderHeader('en', { alternateUrl: '/es/bmv/glosario/Accion' });
    const spanish = within(harness.languageNav('en')).getByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('href', '/es/bmv/glosario/Accion');
    expect(spanish).toHaveAttribute('hreflang', 'es');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(within(harness.languageNav('en')).getByText('English')).toHaveAttribute(
      'aria-current',
      'true',
    );
    unmount();
    harness.renderHeader('en', { alternateUrl: null });
    expect(
      within(harness.languageNav('en')).getByRole('link', { name: 'Español' }),
    ).toHaveAttribute('href', '/es');
  });
});

describe('Header: top links and group companies', () => {
  it.each<[Lang, string, string, string]>([
    ['es', 'Contacto', '/es/contacto', 'Sala de prensa'],
    ['en', 'Contact', '/en/contact', 'Press room'],
  ])('links contact and press room to their routes (%s)', (lang, contact, contactPath, press) => {
    harness.renderHeader(lang);
    const top = within(harness.topLinks(lang));
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
    harness.renderHeader(lang, {}, path);
    const top = within(harness.topLinks(lang));
    expect(top.getByRole('link', { name: here })).toHaveAttribute('aria-current', 'page');
    expect(top.getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
  });

  it('closes the burger menu when a top link is followed', () => {
    harness.renderHeader('es');
    const burger = screen.getByRole('button', { name: 'Menú' });
    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const contact = within(harness.topLinks('es')).getByRole('link', { name: 'Contacto' });
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
      harness.renderHeader(lang);
      const expectNewTab = (link: HTMLElement, href: string) => {
        expect(link).toHaveAttribute('href', href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link).toHaveAccessibleName(expect.stringContaining(hint));
      };
      const top = within(harness.topLinks(lang));
      expectNewTab(top.getByRole('link', { name: `${blog} ${hint}` }), DEFAULT_SITE_CONFIG.blogUrl);
      expectNewTab(
        top.getByRole('link', { name: `${jobs} ${hint}` }),
        DEFAULT_SITE_CONFIG.jobBoardUrl,
      );
      const companies = within(harness.companiesNav(lang)).getAllByRole('link');
      expect(companies).toHaveLength(6);
      DEFAULT_SITE_CONFIG.groupCompanies.forEach((company, i) => {
        expect(companies[i]).toHaveAccessibleName(`${company.label[lang]} ${hint}`);
        expectNewTab(companies[i]!, company.url);
      });
    },
  );

  it('keeps contact, press room and menu links in the same tab', () => {
    harness.renderHeader('es');
    const top = within(harness.topLinks('es'));
    expect(top.getByRole('link', { name: 'Contacto' })).not.toHaveAttribute('target');
    expect(top.getByRole('link', { name: 'Sala de prensa' })).not.toHaveAttribute('target');
    const button = harness.entryButton('Grupo BMV');
    fireEvent.click(button);
    for (const link of within(harness.panelOf(button)).getAllByRole('link')) {
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('puts every top link but the last one (press room) in the "more" disclosure', () => {
    harness.renderHeader('es');
    const more = within(harness.topLinks('es')).getByText('Más enlaces').closest('details');
    if (!more) throw new Error('no disclosure');
    const inside = within(more).getAllByRole('link');
    expect(inside.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Blog/),
      'Contacto',
      expect.stringMatching(/^Bolsa de trabajo/),
    ]);
    const pressRoom = within(harness.topLinks('es')).getByRole('link', { name: 'Sala de prensa' });
    expect(more).not.toContainElement(pressRoom);
  });

  it('closes "more" with Escape, returning the focus to its summary, and on a link', () => {
    harness.renderHeader('es');
    const summary = within(harness.topLinks('es')).getByText('Más enlaces');
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
    const { onOpenSearch } = harness.renderHeader(lang);
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
    harness.renderHeader('es', { searchOpen: true });
    expect(screen.getByRole('button', { name: 'Buscar en el sitio' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('names the control that opened the panel and signals intent on pointer and focus', () => {
    const onSearchIntent = jest.fn();
    const { onOpenSearch } = harness.renderHeader('es', { onSearchIntent });
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

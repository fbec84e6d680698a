import { screen, within } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { groupSiteUrl } from '#shared/links.js';
import { CUT_SIDE_CARD, ELLIPSIS, MAX_SIDE_CARDS } from '#shared/constants.js';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryTermData } from '#shared/types/content.js';
import { expectErrorAlert } from '../../test/error-alert.js';
import { renderWithProviders } from '../../test/render.js';
import { TermView, type TermViewProps } from './TermView.js';
import { cards, cardsWithDuplicates, LONG_SUMMARY, seeded, termData } from './test-fixtures.js';

const TEXT = {
  es: {
    path: '/es/bmv/glosario/Acci%C3%B3n',
    title: 'Acción',
    back: 'Volver al glosario',
    glossary: '/es/bmv/glosario',
    aliasesHeading: 'También conocido como',
    aliases: ['Título accionario', 'Participación'],
    relatedHeading: 'Contenido relacionado',
    related: [
      ['Acción preferente', '/es/bmv/glosario/Acci%C3%B3n_preferente'],
      ['Dividendo', '/es/bmv/glosario/Dividendo'],
    ],
    newWindow: '(se abre en una ventana nueva)',
    side: 'Hablemos de bolsa',
    readMore: 'Leer más',
    about: (title: string) => `sobre «${title}»`,
    loading: 'Cargando el término…',
    structure: 'Error en la estructura de datos',
    generic: 'El contenido no está disponible temporalmente; por favor, inténtelo más tarde.',
    details: 'Detalles del error',
    body: 'Una acción es una parte del capital de una empresa.',
  },
  en: {
    path: '/en/bmv/glossary/Share',
    title: 'Share',
    back: 'Back to the glossary',
    glossary: '/en/bmv/glossary',
    aliasesHeading: 'Also known as',
    aliases: ['Stock', 'Equity'],
    relatedHeading: 'Related content',
    related: [
      ['Preferred share', '/en/bmv/glossary/Preferred_share'],
      ['Dividend', '/en/bmv/glossary/Dividend'],
    ],
    newWindow: '(opens in a new window)',
    side: "Let's talk about the stock market",
    readMore: 'Read more',
    about: (title: string) => `about “${title}”`,
    loading: 'Loading the term…',
    structure: 'Data structure error',
    generic: 'Content is temporarily unavailable, please try again later.',
    details: 'Error details',
    body: 'A share is a part of the capital of a company.',
  },
} as const;

function renderTerm(lang: Lang, props: Partial<TermViewProps> = {}) {
  return renderWithProviders(
    <TermView lang={lang} status="success" data={termData(lang)} random={seeded(1)} {...props} />,
    { lang, path: TEXT[lang].path },
  );
}

const sideRegion = (lang: Lang) => screen.getByRole('complementary', { name: TEXT[lang].side });

describe.each(['es', 'en'] as const)('TermView in %s', (lang) => {
  const t = TEXT[lang];

  describe('success', () => {
    it('shows the display title as the only h1', () => {
      renderTerm(lang);
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]).toHaveTextContent(t.title);
      expect(screen.getByRole('article', { name: t.title })).toBeInTheDocument();
    });

    it('shows underscores of a title without displayTitle as spaces', () => {
      renderTerm(lang, {
        data: termData(lang, { landing: { displayTitle: '', title: 'Casa_de_bolsa' } }),
      });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casa de bolsa');
    });

    it('links back to the glossary route of the language and the configured site', () => {
      renderTerm(lang);
      expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', t.glossary);
    });

    it('uses the site segment of the site configuration in the back link', () => {
      renderWithProviders(<TermView lang={lang} status="success" data={termData(lang)} />, {
        lang,
        config: { ...DEFAULT_SITE_CONFIG, siteSegment: 'grupo' },
      });
      expect(screen.getByRole('link', { name: t.back })).toHaveAttribute(
        'href',
        t.glossary.replace('/bmv/', '/grupo/'),
      );
      expect(screen.getByRole('link', { name: new RegExp(t.related[0][0]) })).toHaveAttribute(
        'href',
        t.related[0][1].replace('/bmv/', '/grupo/'),
      );
    });

    it('shows the image as decorative, sized to reserve its box, and loaded eagerly', () => {
      const { container } = renderTerm(lang);
      const article = screen.getByRole('article');
      const img = article.querySelector('img');
      expect(img).not.toBeNull();
      expect(img).toHaveAttribute('src', '/media/acciones.svg');
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('width', '320');
      expect(img).toHaveAttribute('height', '180');
      expect(img).not.toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('fetchpriority', 'high');
      // Decorative images are not exposed as images to assistive technology.
      expect(within(container).queryByRole('img', { name: /./ })).toBeNull();
    });

    it('shows no image when the landing has none', () => {
      renderTerm(lang, { data: termData(lang, { landing: { image: { url: '' } } }) });
      expect(screen.getByRole('article').querySelector('img')).toBeNull();
    });

    it('renders the HTML body sanitized: markup kept, scripts and handlers dropped', () => {
      const html = `<p>${t.body} <strong>bold</strong></p><script>window.__pwned = 1</script><p onclick="x()">z</p>`;
      const { container } = renderTerm(lang, {
        data: termData(lang, { landing: { body: { html } } }),
      });
      expect(screen.getByText('bold').tagName).toBe('STRONG');
      expect(screen.getByText(new RegExp(t.body))).toBeInTheDocument();
      // The only script is the breadcrumbs' JSON-LD data block.
      expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
      expect(container.querySelector('[onclick]')).toBeNull();
      expect((window as unknown as Record<string, unknown>).__pwned).toBeUndefined();
    });

    it('lists the aliases as chips under "also known as"', () => {
      renderTerm(lang);
      const section = screen.getByRole('region', { name: t.aliasesHeading });
      const chips = within(section).getAllByRole('listitem');
      expect(chips.map((c) => c.textContent)).toEqual(t.aliases);
    });

    it('omits the alias block when there are no aliases', () => {
      renderTerm(lang, { data: termData(lang, { landing: { alias: [] } }) });
      expect(screen.queryByRole('region', { name: t.aliasesHeading })).toBeNull();
    });

    it('links related content to glossary terms in a new window, with a hint for it', () => {
      renderTerm(lang);
      const section = screen.getByRole('region', { name: t.relatedHeading });
      const links = within(section).getAllByRole('link');
      expect(links).toHaveLength(t.related.length);
      links.forEach((link, i) => {
        const [title, href] = t.related[i]!;
        expect(link).toHaveAttribute('href', href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link).toHaveAccessibleName(`${title} ${t.newWindow}`);
      });
    });

    it('lists "see also" terms as in-site links, without repeating them under related content', () => {
      const seeAlsoHeading = lang === 'es' ? 'Ver también' : 'See also';
      const [first, second] = t.related;
      const seeAlso = [first, second].map(([title, href]) => ({
        title,
        displayTitle: title,
        uri: href.split('/').pop() ?? '',
      }));
      renderTerm(lang, { data: termData(lang, { landing: { seeAlso: [seeAlso[0]!] } }) });
      const nav = screen.getByRole('navigation', { name: seeAlsoHeading });
      const link = within(nav).getByRole('link', { name: first[0] });
      expect(link).toHaveAttribute('href', first[1]);
      expect(link).not.toHaveAttribute('target');
      const related = screen.getByRole('region', { name: t.relatedHeading });
      expect(within(related).getAllByRole('link')).toHaveLength(1);
      expect(within(related).getByRole('link')).toHaveAttribute('href', second[1]);
    });

    it('omits "see also" when the answer has none', () => {
      renderTerm(lang);
      expect(screen.queryByRole('navigation', { name: /Ver también|See also/ })).toBeNull();
    });

    it('omits the related block when there are no related links', () => {
      renderTerm(lang, { data: termData(lang, { landing: { relatedContents: [] } }) });
      expect(screen.queryByRole('region', { name: t.relatedHeading })).toBeNull();
    });

    it(`shows at most ${MAX_SIDE_CARDS} distinct side cards out of 10 with duplicates`, () => {
      const input = cardsWithDuplicates(lang);
      expect(input).toHaveLength(10);
      for (const seed of [1, 2, 3, 4, 5]) {
        const { unmount } = renderTerm(lang, {
          data: termData(lang, { cards: input }),
          random: seeded(seed),
        });
        const titles = within(sideRegion(lang))
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent);
        expect(titles).toHaveLength(MAX_SIDE_CARDS);
        expect(new Set(titles).size).toBe(MAX_SIDE_CARDS);
        unmount();
      }
    });

    it('picks the side cards with the random source it is given', () => {
      const titlesFor = (seed: number) => {
        const { unmount } = renderTerm(lang, {
          data: termData(lang, { cards: cards(lang, 10) }),
          random: seeded(seed),
        });
        const titles = within(sideRegion(lang))
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent)
          .join('|');
        unmount();
        return titles;
      };
      expect(titlesFor(11)).toBe(titlesFor(11));
      const picks = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(titlesFor));
      expect(picks.size).toBeGreaterThan(1);
    });

    it('keeps the same side cards when it renders again with the same data', () => {
      const random = jest.fn(seeded(5));
      const data = termData(lang, { cards: cards(lang, 10) });
      const { rerender } = renderTerm(lang, { data, random });
      const before = within(sideRegion(lang)).getAllByRole('heading', { level: 3 });
      const calls = random.mock.calls.length;
      rerender(<TermView lang={lang} status="success" data={data} random={random} />);
      const after = within(sideRegion(lang)).getAllByRole('heading', { level: 3 });
      expect(after.map((h) => h.textContent)).toEqual(before.map((h) => h.textContent));
      expect(random.mock.calls.length).toBe(calls);
    });

    it('shows each side card with image, title, a summary cut at 200 and a read-more link', () => {
      renderTerm(lang, { data: termData(lang, { cards: cards(lang, 2) }) });
      const items = within(sideRegion(lang)).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      const first = items[0]!;
      const img = first.querySelector('img');
      expect(img).toHaveAttribute('src', '/media/card-1.svg');
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('width', '320');
      expect(img).toHaveAttribute('height', '180');
      const title = within(first).getByRole('heading', { level: 3 });
      const summary = first.querySelector('p');
      expect(summary?.textContent).toBe(LONG_SUMMARY.slice(0, CUT_SIDE_CARD).trimEnd() + ELLIPSIS);
      expect(Array.from(summary?.textContent ?? '')).toHaveLength(CUT_SIDE_CARD + 1);
      const readMore = within(first).getByRole('link');
      expect(readMore).toHaveTextContent(t.readMore);
      expect(readMore).toHaveAccessibleName(
        `${t.readMore} ${t.about(title.textContent)} ${t.newWindow}`,
      );
      expect(readMore).toHaveAttribute(
        'href',
        groupSiteUrl(cards(lang, 1)[0]!.url, lang, DEFAULT_SITE_CONFIG),
      );
      expect(readMore).toHaveAttribute('target', '_blank');
      expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
      // A summary under the limit is shown whole.
      expect(items[1]!.querySelector('p')?.textContent).toBe(cards(lang, 2)[1]!.shortDescription);
    });

    it('prefixes side-card links with the configured site base URL', () => {
      renderWithProviders(
        <TermView lang={lang} status="success" data={termData(lang, { cards: cards(lang, 1) })} />,
        { lang, config: { ...DEFAULT_SITE_CONFIG, siteBaseUrl: 'https://www.example.com' } },
      );
      expect(within(sideRegion(lang)).getByRole('link')).toHaveAttribute(
        'href',
        `https://www.example.com${cards(lang, 1)[0]!.url}`,
      );
    });

    it('shows no read-more link for a card whose url is not a web link', () => {
      const bad = { ...cards(lang, 1)[0]!, url: 'javascript:alert(1)' };
      renderTerm(lang, { data: termData(lang, { cards: [bad] }) });
      expect(within(sideRegion(lang)).queryByRole('link')).toBeNull();
      expect(within(sideRegion(lang)).getByRole('heading', { level: 3 })).toHaveTextContent(
        bad.displayTitle,
      );
    });

    it('lays out 8/4 columns when side cards exist', () => {
      const { container } = renderTerm(lang);
      // After the breadcrumbs.
      const layout = container.lastElementChild;
      expect(layout).toHaveClass('layout', 'withSide');
      expect(layout).not.toHaveClass('fullWidth');
      expect(screen.getByRole('article')).toHaveClass('main');
      expect(sideRegion(lang)).toHaveClass('side');
    });

    it('uses the full width and no side column without side cards', () => {
      const { container } = renderTerm(lang, { data: termData(lang, { cards: [] }) });
      // After the breadcrumbs.
      const layout = container.lastElementChild;
      expect(layout).toHaveClass('layout', 'fullWidth');
      expect(layout).not.toHaveClass('withSide');
      expect(screen.queryByRole('complementary')).toBeNull();
    });
  });

  describe('loading', () => {
    it('shows a status spinner that names what is loading, and no content', () => {
      renderTerm(lang, { status: 'loading', data: undefined });
      expect(screen.getByRole('status')).toHaveTextContent(t.loading);
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('shows the spinner even when earlier data is still at hand', () => {
      renderTerm(lang, { status: 'loading' });
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });
  });

  describe('data structure error', () => {
    const malformed: [string, GlossaryTermData | undefined][] = [
      ['no data', undefined],
      ['no landing', { pageGlosarioLandings: [], sharedContentEspacioBolsas: cards(lang, 2) }],
      ['a landing without a title', termData(lang, { landing: { displayTitle: '', title: '' } })],
      ['a landing without a body', termData(lang, { landing: { body: { html: '' } } })],
    ];

    it.each(malformed)('shows "data structure error" for %s', (_, data) => {
      renderTerm(lang, { data });
      expect(screen.getByRole('alert')).toHaveTextContent(t.structure);
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(screen.queryByRole('complementary')).toBeNull();
      expect(screen.queryByText(t.generic)).toBeNull();
    });
  });

  describe('error', () => {
    it('shows the generic error text with the raw messages', () => {
      renderTerm(lang, {
        status: 'error',
        data: undefined,
        messages: ['upstream timeout', '<b>raw</b> message'],
      });
      const alert = expectErrorAlert(t.generic, t.details, [
        'upstream timeout',
        '<b>raw</b> message',
      ]);
      // Raw text, never markup.
      expect(alert.querySelector('b')).toBeNull();
      expect(screen.queryByText(t.structure)).toBeNull();
    });

    it('shows the generic error text alone when there are no messages', () => {
      renderTerm(lang, { status: 'error', data: undefined });
      expect(screen.getByRole('alert')).toHaveTextContent(t.generic);
      expect(screen.queryByRole('list')).toBeNull();
    });
  });
});

import { screen, within } from '@testing-library/react';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryLanding } from '#shared/types/entities.js';
import { renderWithProviders } from '../../test/render.js';
import { TermView } from './TermView.js';
import { seeded, termData } from './test-fixtures.js';

const TEXT = {
  es: {
    path: '/es/bmv/glosario/Acci%C3%B3n',
    trail: [
      ['Inicio', '/es'],
      ['Glosario', '/es/bmv/glosario'],
      ['Acción', '/es/bmv/glosario/Acci%C3%B3n'],
    ],
    other: { alternateTitle: 'Share', alternateDisplayTitle: 'Share (stock)' },
    otherLabel: 'En inglés:',
    otherHref: '/en/bmv/glossary/Share',
    otherLang: 'en',
    reviewed: 'Definición revisada el 12 de marzo de 2026',
  },
  en: {
    path: '/en/bmv/glossary/Share',
    trail: [
      ['Home', '/en'],
      ['Glossary', '/en/bmv/glossary'],
      ['Share', '/en/bmv/glossary/Share'],
    ],
    other: { alternateTitle: 'Acción', alternateDisplayTitle: 'Acción (título)' },
    otherLabel: 'In Spanish:',
    otherHref: '/es/bmv/glosario/Acci%C3%B3n',
    otherLang: 'es',
    reviewed: 'Definition reviewed on March 12, 2026',
  },
} as const;

function renderTerm(lang: Lang, landing: Partial<GlossaryLanding>) {
  return renderWithProviders(
    <TermView lang={lang} status="success" data={termData(lang, { landing })} random={seeded(1)} />,
    { lang, path: TEXT[lang].path },
  );
}

describe.each(['es', 'en'] as const)('the term page in %s', (lang) => {
  const t = TEXT[lang];

  it('shows the trail home › glossary › term, the term the current page', () => {
    renderTerm(lang, {});
    const nav = screen.getByRole('navigation', {
      name: lang === 'es' ? 'Ruta de navegación' : 'Breadcrumb',
    });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(t.trail);
    expect(links.at(-1)).toHaveAttribute('aria-current', 'page');
  });

  it('links the concept in the other language, marked with its language', () => {
    renderTerm(lang, t.other);
    const link = screen.getByRole('link', { name: t.other.alternateDisplayTitle });
    expect(link).toHaveAttribute('href', t.otherHref);
    expect(link).toHaveAttribute('lang', t.otherLang);
    expect(link).toHaveAttribute('hreflang', t.otherLang);
    expect(link.parentElement).toHaveTextContent(
      `${t.otherLabel} ${t.other.alternateDisplayTitle}`,
    );
  });

  it('shows no other-language line when the answer names no other title', () => {
    renderTerm(lang, {});
    expect(screen.queryByText(t.otherLabel)).not.toBeInTheDocument();
  });

  it('says when the definition was last reviewed, with a machine-readable time', () => {
    renderTerm(lang, { reviewed: '2026-03-12' });
    const line = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === t.reviewed);
    expect(line.querySelector('time')).toHaveAttribute('datetime', '2026-03-12');
  });

  it.each(['', '2026-02-30', 'yesterday'])('shows no review line for the date %j', (reviewed) => {
    renderTerm(lang, { reviewed });
    expect(document.querySelector('time')).toBeNull();
  });
});

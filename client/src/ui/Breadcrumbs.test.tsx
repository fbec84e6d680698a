import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render.js';
import { Breadcrumbs, breadcrumbList } from './Breadcrumbs.js';

const TRAIL = [
  { name: 'Inicio', href: '/es' },
  { name: 'Glosario', href: '/es/bmv/glosario' },
  { name: 'Acción </script><b>', href: '/es/bmv/glosario/Acci%C3%B3n' },
];

describe('Breadcrumbs', () => {
  it('is a named navigation landmark with an ordered list, the last step the current page', () => {
    renderWithProviders(<Breadcrumbs items={TRAIL} />, { lang: 'es' });
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      TRAIL.map((c) => [c.name, c.href]),
    );
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });

  it('names the landmark in English on English pages', () => {
    renderWithProviders(<Breadcrumbs items={TRAIL} />, { lang: 'en' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });

  it('carries the trail as BreadcrumbList JSON-LD that cannot close its script element', () => {
    const { container } = renderWithProviders(<Breadcrumbs items={TRAIL} />, { lang: 'es' });
    const script = container.querySelector('script[type="application/ld+json"]');
    const text = script?.textContent ?? '';
    expect(text).not.toMatch(/<\/script/i);
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: TRAIL.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: { '@id': c.href },
      })),
    });
    expect(breadcrumbList(TRAIL)).toEqual(JSON.parse(text));
  });

  it('renders nothing for an empty trail', () => {
    const { container } = renderWithProviders(<Breadcrumbs items={[]} />, { lang: 'es' });
    expect(container).toBeEmptyDOMElement();
  });
});

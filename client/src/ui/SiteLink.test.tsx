import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { isCurrentPage, SiteLink } from './SiteLink.js';

describe('isCurrentPage', () => {
  it.each([
    ['/es/contacto', '/es/contacto', true],
    ['/es/contacto/formulario', '/es/contacto', true],
    ['/ES/Contacto', '/es/contacto', true],
    ['/es/contacto', '/es/contacto/', true],
    ['/es/contactos', '/es/contacto', false],
    ['/es', '/es/contacto', false],
    ['/', '/', true],
    ['/es/contacto', '/', false],
  ])('%s is the page %s or below it: %s', (pathname, to, expected) => {
    expect(isCurrentPage(pathname, to)).toBe(expected);
  });
});

function Page({ onClick }: { onClick?: (event: { preventDefault(): void }) => void }) {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <SiteLink to="/es/contacto" className="link" activeClassName="active" onClick={onClick}>
        Contacto
      </SiteLink>
      <SiteLink to="/es/sala-de-prensa" className="link">
        Sala de prensa
      </SiteLink>
    </>
  );
}

const renderAt = (path: string, onClick?: (event: { preventDefault(): void }) => void) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <Page onClick={onClick} /> }], {
        initialEntries: [path],
      })}
    />,
  );

const link = (name: string) => screen.getByRole('link', { name });
const where = () => screen.getByTestId('where').textContent;

describe('SiteLink', () => {
  it('links to its page with a plain anchor', () => {
    renderAt('/es');
    expect(link('Contacto')).toHaveAttribute('href', '/es/contacto');
    expect(link('Contacto')).toHaveAttribute('class', 'link');
    expect(link('Contacto')).not.toHaveAttribute('aria-current');
  });

  it.each(['/es/contacto', '/es/contacto/formulario'])(
    'marks the current page on %s, with aria-current and the active class',
    (path) => {
      renderAt(path);
      expect(link('Contacto')).toHaveAttribute('aria-current', 'page');
      expect(link('Contacto')).toHaveAttribute('class', 'link active');
    },
  );

  it('marks nothing without an active class', () => {
    renderAt('/es/sala-de-prensa');
    expect(link('Sala de prensa')).not.toHaveAttribute('aria-current');
    expect(link('Sala de prensa')).toHaveAttribute('class', 'link');
  });

  it('is followed in the page, after its own click handler, and then marks its page', () => {
    const onClick = jest.fn();
    renderAt('/es', onClick);
    expect(fireEvent.click(link('Contacto'), { button: 0 })).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/es/contacto');
    expect(link('Contacto')).toHaveAttribute('aria-current', 'page');
  });

  it('leaves to the browser a click its handler took or a click with a modifier key', () => {
    renderAt('/es', (event) => {
      event.preventDefault();
    });
    fireEvent.click(link('Contacto'), { button: 0 });
    expect(where()).toBe('/es');
    expect(fireEvent.click(link('Sala de prensa'), { button: 0, ctrlKey: true })).toBe(true);
    expect(where()).toBe('/es');
  });
});

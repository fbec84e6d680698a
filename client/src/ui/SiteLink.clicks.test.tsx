import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useInSiteLinkClicks } from './SiteLink.js';

function Links() {
  const follow = useInSiteLinkClicks();
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div onClick={follow}>
        <a href="/es/bmv/glosario/Fondo_de_inversi%C3%B3n?x=1#top">
          <span>inner text</span>
        </a>
        <a href="/es/bmv/glosario/Bono" target="_blank" rel="noopener noreferrer">
          new window
        </a>
        <a href="/es/bmv/glosario/Bono" target="_self">
          same window
        </a>
        <a href="/docs/report.pdf" download>
          download
        </a>
        <a href="https://example.com/es/bmv/glosario/Bono">other site</a>
        <a
          href="/es/bmv/glosario/Bono"
          onClick={(event) => {
            event.preventDefault();
          }}
        >
          taken
        </a>
        <span role="note">not a link</span>
      </div>
      <a href="/es/bmv/glosario/Bono">outside</a>
    </>
  );
}

const renderLinks = () => {
  const router = createMemoryRouter([{ path: '*', element: <Links /> }], {
    initialEntries: ['/es/bmv/glosario'],
  });
  return render(<RouterProvider router={router} />);
};

const where = () => screen.getByTestId('where').textContent;
/** Clicks like a user and says whether the browser's own handling (a page load) was cancelled. */
const click = (name: string, init: MouseEventInit = {}) =>
  !fireEvent.click(screen.getByText(name), { button: 0, ...init });

describe('useInSiteLinkClicks', () => {
  it('follows an in-site link with the router, from a click on its content', () => {
    renderLinks();
    expect(click('inner text')).toBe(true);
    expect(where()).toBe('/es/bmv/glosario/Fondo_de_inversi%C3%B3n?x=1#top');
  });

  it('follows a link whose target is _self', () => {
    renderLinks();
    expect(click('same window')).toBe(true);
    expect(where()).toBe('/es/bmv/glosario/Bono');
  });

  it.each([
    ['the Ctrl key', { ctrlKey: true }],
    ['the Meta key', { metaKey: true }],
    ['the Shift key', { shiftKey: true }],
    ['the Alt key', { altKey: true }],
    ['another button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_what, init) => {
    renderLinks();
    expect(click('inner text', init)).toBe(false);
    expect(where()).toBe('/es/bmv/glosario');
  });

  it.each(['new window', 'download', 'other site', 'outside', 'not a link'])(
    'leaves "%s" to the browser',
    (name) => {
      renderLinks();
      expect(click(name)).toBe(false);
      expect(where()).toBe('/es/bmv/glosario');
    },
  );

  it('leaves alone a click a handler already took', () => {
    renderLinks();
    expect(click('taken')).toBe(true);
    expect(where()).toBe('/es/bmv/glosario');
  });

  it('follows a link that keyboard activation clicks (Enter on a link fires a click)', () => {
    renderLinks();
    const link = screen.getByText('same window');
    link.focus();
    expect(!fireEvent.click(link, { button: 0, detail: 0 })).toBe(true);
    expect(where()).toBe('/es/bmv/glosario/Bono');
  });
});

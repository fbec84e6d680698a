import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../test/render.js';
import { SafeHtml } from './SafeHtml.js';

const TERM = '/es/bmv/glosario/Acci%C3%B3n';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** Renders content HTML on a term page; reports, per click, whether the browser was left to act. */
function renderContent(html: string) {
  renderWithProviders(
    <>
      <SafeHtml html={html} />
      <Where />
    </>,
    { path: TERM },
  );
  const browserActs: boolean[] = [];
  // Runs after the app's handlers; stops jsdom from trying to load another document.
  const record = (event: Event) => {
    browserActs.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', record);
  stopRecording = () => {
    document.removeEventListener('click', record);
  };
  return { browserActs, where: () => screen.getByTestId('where').textContent };
}

let stopRecording: (() => void) | undefined;
afterEach(() => {
  stopRecording?.();
});

describe('links inside content HTML', () => {
  it('navigates within the app on a plain click on a link to one of its pages', () => {
    const view = renderContent('<p>Ver <a href="/es/bmv/glosario/Bono?x=1"><em>bono</em></a></p>');
    fireEvent.click(screen.getByText('bono'));
    expect(view.browserActs).toEqual([false]);
    expect(view.where()).toBe('/es/bmv/glosario/Bono?x=1');
  });

  it.each([
    ['a Ctrl click', { ctrlKey: true }],
    ['a Cmd click', { metaKey: true }],
    ['a Shift click', { shiftKey: true }],
    ['an Alt click', { altKey: true }],
    ['a middle-button click', { button: 1 }],
  ])('leaves %s to the browser', (_name, init) => {
    const view = renderContent('<a href="/es/bmv/glosario/Bono">bono</a>');
    fireEvent.click(screen.getByRole('link'), init);
    expect(view.browserActs).toEqual([true]);
    expect(view.where()).toBe(TERM);
  });

  it.each([
    ['another site', '<a href="https://example.com/es/bmv/glosario/Bono">x</a>'],
    ['a new window', '<a href="/es/bmv/glosario/Bono" target="_blank">x</a>'],
    ['a document', '<a href="/docs/ayuda-busqueda.pdf">x</a>'],
    ['a path no route serves', '<a href="/es/otra/cosa">x</a>'],
    ['a fragment of the page', '<a href="#nota">x</a>'],
  ])('leaves a link to %s to the browser', (_name, html) => {
    const view = renderContent(html);
    fireEvent.click(screen.getByRole('link'));
    expect(view.browserActs).toEqual([true]);
    expect(view.where()).toBe(TERM);
  });

  it('leaves a download to the browser', () => {
    // The sanitizer drops `download` from content; the handler does not rely on that.
    const view = renderContent('<a href="/es/bmv/glosario/Bono">bono</a>');
    const link = screen.getByRole('link');
    link.setAttribute('download', '');
    fireEvent.click(link);
    expect(view.browserActs).toEqual([true]);
    expect(view.where()).toBe(TERM);
  });

  it('does not navigate when a handler inside has already handled the click', () => {
    const view = renderContent('<a href="/es/bmv/glosario/Bono">bono</a>');
    const link = screen.getByRole('link');
    link.addEventListener('click', (event) => {
      event.preventDefault();
    });
    fireEvent.click(link);
    expect(view.where()).toBe(TERM);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import type { Lang } from '#shared/types/common.js';
import { renderWithProviders } from '../../test/render.js';
import { LanguageSwitch } from './LanguageSwitch.js';

/** Navigates within the page, as the finder or the tabs do: a button named by its target. */
function Navigator({ targets }: { targets: string[] }) {
  const navigate = useNavigate();
  return targets.map((to) => (
    <button key={to} type="button" onClick={() => void navigate(to)}>
      {to}
    </button>
  ));
}

function renderSwitch(
  lang: Lang,
  alternateUrl: string | null,
  path: string,
  targets: string[] = [],
) {
  renderWithProviders(
    <>
      <LanguageSwitch lang={lang} alternateUrl={alternateUrl} />
      <Navigator targets={targets} />
    </>,
    { lang, path },
  );
}

const go = (to: string) => {
  fireEvent.click(screen.getByRole('button', { name: to }));
};

describe('LanguageSwitch follows the view', () => {
  it('gives the glossary letter and text in the other language’s names, as they change', () => {
    renderSwitch('es', '/en/bmv/glossary', '/es/bmv/glosario?letra=M', [
      '/es/bmv/glosario?letra=C&q=bono',
      '/es/bmv/glosario',
    ]);
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/bmv/glossary?letter=M');
    go('/es/bmv/glosario?letra=C&q=bono');
    expect(english).toHaveAttribute('href', '/en/bmv/glossary?letter=C&q=bono');
    go('/es/bmv/glosario');
    expect(english).toHaveAttribute('href', '/en/bmv/glossary');
  });

  it('keeps the results page’s tab, grid page, sort and filter', () => {
    const view = '/en/bmv/search/ipc?tab=2&page=2&sort=_source.cve_empresa%3Aasc&filter=%7B%7D';
    renderSwitch('en', '/es/bmv/busqueda/ipc?tab=0', '/en/bmv/search/ipc?tab=0', [view]);
    const spanish = screen.getByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('href', '/es/bmv/busqueda/ipc?tab=0');
    go(view);
    expect(spanish).toHaveAttribute(
      'href',
      '/es/bmv/busqueda/ipc?tab=2&page=2&sort=_source.cve_empresa%3Aasc&filter=%7B%7D',
    );
  });

  it('keeps a term page’s title in the other language', () => {
    renderSwitch('es', '/en/bmv/glossary/Stock', '/es/bmv/glosario/Acci%C3%B3n');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/bmv/glossary/Stock',
    );
  });

  it('links to the other language’s home without an alternate URL', () => {
    renderSwitch('en', null, '/en/bmv/glossary?letter=B');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');
  });
});

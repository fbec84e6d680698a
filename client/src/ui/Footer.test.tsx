import { screen, within } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import type { Lang } from '#shared/types/common.js';
import { renderWithProviders } from '../test/render.js';
import { Footer } from './Footer.js';

const renderFooter = (lang: Lang, abbreviation: string) =>
  renderWithProviders(<Footer abbreviation={abbreviation} lang={lang} siteSegment="bmv" />, {
    lang,
    config: DEFAULT_SITE_CONFIG,
  });

describe('Footer', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is the contentinfo landmark with the current year and the abbreviation, in Spanish', () => {
    jest.useFakeTimers({ now: new Date('2031-03-15T12:00:00Z') });
    renderFooter('es', 'BMV');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 BMV');
  });

  it('shows the year and the abbreviation it is given, in English', () => {
    jest.useFakeTimers({ now: new Date('2029-07-01T12:00:00Z') });
    renderFooter('en', 'XYZ');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2029 XYZ');
  });

  it.each([
    [
      'es',
      'Información legal',
      [
        ['Aviso de privacidad', '/es/aviso-de-privacidad'],
        ['Términos de uso', '/es/terminos-de-uso'],
        ['Cookies', '/es/cookies'],
        ['Accesibilidad', '/es/accesibilidad'],
        ['Advertencia sobre inversiones', '/es/advertencia-sobre-inversiones'],
      ],
    ],
    [
      'en',
      'Legal information',
      [
        ['Privacy notice', '/en/privacy-notice'],
        ['Terms of use', '/en/terms-of-use'],
        ['Cookies', '/en/cookies'],
        ['Accessibility', '/en/accessibility'],
        ['Investment disclaimer', '/en/investment-disclaimer'],
      ],
    ],
  ] as const)('links the five legal pages of its language (%s)', (lang, label, links) => {
    renderFooter(lang, 'BMV');
    const nav = screen.getByRole('navigation', { name: label });
    const shown = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(shown).toEqual(links);
  });
});

import { screen } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { renderWithProviders } from '../test/render.js';
import { StaticPage } from './StaticPage.js';

const config = {
  ...DEFAULT_SITE_CONFIG,
  contact: {
    address: ['Calle Uno 10', 'Col. Centro', '06000 Ciudad de México'],
    phone: '+52 55 1234 5678',
    email: 'hola@grupo.example',
  },
};

describe('contact page', () => {
  it.each([
    ['es', 'Teléfono', 'Correo electrónico', undefined],
    ['en', 'Phone', 'E-mail', 'es'],
  ] as const)(
    'gives the configured address, phone and e-mail as links in an <address> (%s)',
    (lang, phone, email, addressLang) => {
      const { container } = renderWithProviders(<StaticPage kind="contact" lang={lang} />, {
        lang,
        config,
      });
      const address = container.querySelector('address');
      expect(address).not.toBeNull();
      const lines = Array.from(address?.querySelectorAll('dd')[0]?.children ?? []).map(
        (line) => line.textContent,
      );
      expect(lines).toEqual(config.contact.address);
      // The address is written in Spanish: an English page says so.
      expect(address?.querySelectorAll('dd')[0]?.getAttribute('lang') ?? undefined).toBe(
        addressLang,
      );
      expect(screen.getByText(phone).tagName).toBe('DT');
      expect(screen.getByText(email).tagName).toBe('DT');
      expect(screen.getByRole('link', { name: '+52 55 1234 5678' })).toHaveAttribute(
        'href',
        'tel:+525512345678',
      );
      expect(screen.getByRole('link', { name: 'hola@grupo.example' })).toHaveAttribute(
        'href',
        'mailto:hola@grupo.example',
      );
    },
  );

  it('gives the other static pages no contact details', () => {
    const { container } = renderWithProviders(<StaticPage kind="pressRoom" lang="es" />, {
      config,
    });
    expect(container.querySelector('address')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Lang } from '#shared/types/common.js';
import { messages } from '../i18n/messages.js';
import { Footer } from './Footer.js';

// The footer needs only the messages (no router), so it renders with an IntlProvider alone.
const renderFooter = (lang: Lang, abbreviation: string) =>
  render(
    <IntlProvider locale={lang} messages={messages[lang]} defaultLocale="es">
      <Footer abbreviation={abbreviation} />
    </IntlProvider>,
  );

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
});

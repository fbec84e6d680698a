import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messages } from '../i18n/messages.js';
import { App } from './App.js';

describe('App shell', () => {
  it('shows the placeholder text and the footer in Spanish', () => {
    render(
      <IntlProvider locale="es" messages={messages.es}>
        <App groupName="Grupo BMV" abbreviation="BMV" />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Grupo BMV');
    expect(screen.getByText('Sitio en construcción')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} BMV`);
  });

  it('shows the placeholder text in English', () => {
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <App groupName="Grupo BMV" abbreviation="BMV" />
      </IntlProvider>,
    );
    expect(screen.getByText('Site under construction')).toBeInTheDocument();
  });
});

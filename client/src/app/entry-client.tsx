import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { DEFAULT_SITE_CONFIG } from '../../../shared/branding.js';
import { isLang } from '../../../shared/types/common.js';
import { messages } from '../i18n/messages.js';
import { App } from './App.js';

const first = window.location.pathname.split('/')[1];
const lang = isLang(first) ? first : 'es';
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <IntlProvider locale={lang} messages={messages[lang]} defaultLocale="es">
        <App
          groupName={DEFAULT_SITE_CONFIG.groupName}
          abbreviation={DEFAULT_SITE_CONFIG.groupAbbreviation}
        />
      </IntlProvider>
    </StrictMode>,
  );
}

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { CUT_GLOSSARY_CARD, ELLIPSIS } from '#shared/constants.js';
import { SiteConfigProvider } from '../../app/site-config.js';
import { messages } from '../../i18n/messages.js';
import { GlossaryView } from './GlossaryView.js';
import * as harness from './glossary-test-harness.js';

harness.setUpGlossaryTests();

describe.each(['es', 'en'] as const)('Glossary result cards (%s)', (lang) => {
  const t = harness.TEXT[lang];
  const fund = lang === 'es' ? 'Fondo de inversión' : 'Investment fund';
  const fundHref =
    lang === 'es' ? '/es/bmv/glosario/Fondo_de_inversi%C3%B3n' : '/en/bmv/glossary/Investment_fund';

  const showFund = () => {
    harness.renderGlossary({ lang, query: lang === 'es' ? '?letra=F' : '?letter=I' });
    return screen.getByRole('article', { name: fund });
  };

  it('shows underscores of the title as spaces', () => {
    const card = showFund();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(fund);
    expect(card).not.toHaveTextContent('_');
  });

  it('links to the term page with a "see more" link naming the term', () => {
    const card = showFund();
    const link = within(card).getByRole('link', { name: t.seeMore(fund) });
    expect(link).toHaveAttribute('href', fundHref);
  });

  it('follows the "see more" link in the page, without loading a document', () => {
    const card = showFund();
    const link = within(card).getByRole('link', { name: t.seeMore(fund) });
    // fireEvent returns false when the click's default action (a page load) was cancelled.
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(screen.getByTestId('location').dataset.pathname).toBe(fundHref);
    expect(harness.navigationType()).toBe('PUSH');
  });

  it('shows the alias chips in a labelled list, and none without aliases', () => {
    harness.renderGlossary({ lang });
    const card = screen.getByRole('article', { name: lang === 'es' ? 'Acción' : 'Ask price' });
    const chips = within(card).getByRole('list', { name: t.alsoKnownAs });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(lang === 'es' ? ['Título accionario', 'Share'] : ['Offer price']);
    const plain = screen.getByRole('article', { name: lang === 'es' ? 'Árbitro' : 'Arbitrage' });
    expect(within(plain).queryByRole('list')).not.toBeInTheDocument();
  });

  it('cuts the summary at 300 characters plus an ellipsis', () => {
    if (lang === 'es') {
      harness.renderGlossary({ lang });
    } else {
      harness.renderGlossary({ lang, query: '?letter=I' });
    }
    const card = screen.getByRole('article', { name: lang === 'es' ? 'Accionista' : fund });
    const summary = card.querySelector('p');
    const text = summary?.textContent ?? '';
    expect(text.endsWith(ELLIPSIS)).toBe(true);
    expect(text).toBe(harness.LONG.slice(0, CUT_GLOSSARY_CARD).trimEnd() + ELLIPSIS);
    expect(text.length).toBeLessThanOrEqual(CUT_GLOSSARY_CARD + 1);
  });

  it('keeps a short summary whole', () => {
    harness.renderGlossary({ lang });
    const title = lang === 'es' ? 'Acción' : 'Ask price';
    const card = screen.getByRole('article', { name: title });
    expect(card.querySelector('p')).toHaveTextContent(`Definición breve de ${title}.`);
  });
});

describe('Glossary finder under a data router', () => {
  // jsdom has no Request; a data router builds one per navigation (for loaders, none here).
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | null;
    constructor(url: string, init: RequestInit = {}) {
      this.url = url;
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? null;
    }
  }
  beforeAll(() => {
    Object.assign(globalThis, { Request: NavigationRequest });
  });
  afterAll(() => {
    delete (globalThis as { Request?: unknown }).Request;
  });

  it('keeps letter, text and URL in step when navigations are asynchronous', async () => {
    const router = createMemoryRouter(
      [
        {
          path: harness.GLOSSARY_PATH.es,
          element: <GlossaryView lang="es" status="success" data={harness.DATA.es} />,
        },
      ],
      { initialEntries: [`${harness.GLOSSARY_PATH.es}?letra=B`] },
    );
    render(
      <IntlProvider locale="es" messages={messages.es} defaultLocale="es">
        <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
          <RouterProvider router={router} />
        </SiteConfigProvider>
      </IntlProvider>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(harness.cardTitles()).toEqual(['Bono', 'Bono cupón cero']);

    fireEvent.click(harness.letterLink('Ñ'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(harness.currentLetters()).toEqual(['Ñ']);
    expect(harness.cardTitles()).toEqual(['Ñandú']);
    expect(router.state.location.search).toBe('?letra=%C3%91');

    harness.type('es', 'indice');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(800);
    });
    expect(harness.cardTitles()).toEqual(['Índice']);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('indice');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(harness.currentLetters()).toEqual(['Ñ']);
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { PANEL_DEBOUNCE_MS, TOKEN_RETRY_DELAY_MS } from '#shared/constants.js';
import type { TransportResult } from '../../api/transport.js';
import * as harness from './test-fixtures.js';
import {
  TEXT,
  renderPanel,
  dialog,
  input,
  listbox,
  liveRegion,
  groupTitles,
  rowTexts,
  pass,
  settle,
  type,
  search,
  setUpPanelTests,
} from './panel-test-harness.js';

setUpPanelTests();

describe('search panel: states', () => {
  it('makes no call for an empty or blank term and shows nothing (the null state)', async () => {
    const { calls } = renderPanel();
    type('   ');
    await pass(PANEL_DEBOUNCE_MS * 2);
    type('');
    await pass(PANEL_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits 800 ms after the last keystroke, then searches the trimmed text once', async () => {
    const { calls } = renderPanel();
    type('a');
    await pass(PANEL_DEBOUNCE_MS - 100);
    type('ac');
    await pass(PANEL_DEBOUNCE_MS - 100);
    type('  casa de bolsa ');
    await pass(PANEL_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await pass(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      lang: 'es',
      payload: {
        term: 'casa',
        term2: 'de bolsa',
        termT: 'casa de bolsa',
        searchType: 'busquedaPanel',
      },
    });
  });

  it('empties at once when the text is erased during the debounce (no call)', async () => {
    const { calls } = renderPanel();
    type('amx');
    await pass(300);
    type('');
    await pass(PANEL_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
  });

  it('shows skeletons and the 100 px loading icon with the input disabled, then re-enables and refocuses it', async () => {
    const pending = harness.deferred<TransportResult>();
    const { t } = renderPanel({ answer: () => pending.promise });
    type('accion');
    await pass(PANEL_DEBOUNCE_MS);
    expect(input()).toBeDisabled();
    expect(dialog()).toHaveAttribute('aria-busy', 'true');
    const spinner = screen.getByRole('status', { name: t.loading });
    expect(spinner.querySelector('.large')).not.toBeNull();
    expect(dialog().querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    pending.resolve(harness.ok(harness.panelAnswer(harness.EVERY_GROUP)));
    await settle();
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(dialog().querySelectorAll('.skeleton')).toHaveLength(0);
  });

  it('shows the error icon, the label, the generic text and the error detail', async () => {
    const { t } = renderPanel({
      answer: () => ({
        status: 502,
        body: { error: 'upstream_unavailable', message: 'the upstream service is unavailable' },
      }),
    });
    await search('accion');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('error')).toBeInTheDocument();
    expect(alert).toHaveTextContent(t.generic);
    // The proxy's code in the page's language (Spanish by default).
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'El servicio no está disponible.',
    );
    const icon = alert.querySelector('svg');
    expect(icon).toHaveAttribute('width', '80');
    expect(icon).toHaveAttribute('height', '80');
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
  });

  it('shows the search service’s mensaje as the detail of an empty response', async () => {
    renderPanel({ answer: () => harness.ok({ response: '', mensaje: 'consulta inválida' }) });
    await search('accion');
    expect(screen.getByRole('alert')).toHaveTextContent('consulta inválida');
  });

  it.each(['es', 'en'] as const)(
    'shows a data structure error for a malformed answer (%s)',
    async (lang) => {
      const { t } = renderPanel({
        lang,
        answer: () => harness.ok({ response: { otra: 1 }, mensaje: '' }),
      });
      await search('accion');
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(t.generic);
      expect(within(alert).getByRole('listitem')).toHaveTextContent(t.structure);
    },
  );

  it.each(['es', 'en'] as const)('shows the no-results text (%s)', async (lang) => {
    const { t } = renderPanel({ lang, fixture: {} });
    await search('zzzz');
    expect(screen.getByText(t.none, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(liveRegion()).toHaveTextContent(t.none);
  });

  it.each([
    ['es', '¿Quisiste decir dividendo?'],
    ['en', 'Did you mean dividendo?'],
  ] as const)(
    'offers “did you mean” as a link, announced, that searches the suggestion (%s)',
    async (lang, line) => {
      const { calls, t } = renderPanel({
        lang,
        answer: (call) =>
          harness.ok(
            harness.panelAnswer(
              call.body.payload.termT === 'divdndo'
                ? { suggestion: 'dividendo' }
                : harness.EVERY_GROUP,
            ),
          ),
      });
      await search('divdndo');
      expect(screen.getByText(t.none, { selector: 'p' })).toBeInTheDocument();
      expect(
        screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === line),
      ).toBeInTheDocument();
      expect(liveRegion()).toHaveTextContent(`${t.none}. ${line}`);
      const link = screen.getByRole('link', { name: 'dividendo' });
      expect(link.getAttribute('href')).toMatch(/\/dividendo\?tab=0$/);
      // A link in the Tab order: the keyboard reaches it like any other.
      expect(link).not.toHaveAttribute('tabindex');
      act(() => {
        fireEvent.click(link);
      });
      await settle();
      expect(input()).toHaveValue('dividendo');
      expect(calls.map((c) => c.body.payload.termT)).toEqual(['divdndo', 'dividendo']);
      expect(screen.queryByRole('link', { name: 'dividendo' })).not.toBeInTheDocument();
      expect(listbox()).toBeInTheDocument();
    },
  );

  it('offers no “did you mean” without a suggestion', async () => {
    const { t } = renderPanel({ fixture: {} });
    await search('zzzz');
    expect(liveRegion().textContent).toBe(t.none);
    expect(within(dialog()).queryByRole('link')).toBeNull();
  });

  it.each(['es', 'en'] as const)(
    'shows every group in the spec’s order and announces the count (%s)',
    async (lang) => {
      const { t } = renderPanel({ lang });
      await search('accion');
      expect(groupTitles()).toEqual(t.groups);
      expect(input()).toHaveAttribute('aria-expanded', 'true');
      expect(input()).toHaveAttribute('aria-controls', listbox().id);
      expect(listbox()).toHaveAccessibleName(t.results);
      // 1 definition + 3 series + 2 issuers + 1 document + 1 index + 1 section + 1 prefix
      expect(liveRegion()).toHaveTextContent(t.count(10));
      expect(liveRegion()).toHaveAttribute('aria-atomic', 'true');
    },
  );

  it('never shows an older answer after a newer search started', async () => {
    const first = harness.deferred<TransportResult>();
    const answers = [
      first.promise,
      Promise.resolve(
        harness.ok(harness.panelAnswer({ indices: [harness.index({ nombre_corto: 'NUEVO' })] })),
      ),
    ];
    renderPanel({ answer: (_call, n) => answers[n - 1]! });
    type('viejo');
    await pass(PANEL_DEBOUNCE_MS);
    fireEvent.click(screen.getByRole('button', { name: TEXT.es.clear }));
    await search('nuevo');
    first.resolve(
      harness.ok(harness.panelAnswer({ indices: [harness.index({ nombre_corto: 'VIEJO' })] })),
    );
    await settle();
    expect(rowTexts('Índices')).toEqual(['NUEVO S&P/BMV IPC']);
    expect(input()).toHaveValue('nuevo');
  });

  it('after a 401 fetches one token and retries 100 ms later, with no error shown', async () => {
    const { calls, tokenRequests, stored } = renderPanel({
      needsToken: true,
      storedToken: 'expired',
      token: async () => 'fresh',
      answer: (call) =>
        call.token === 'fresh'
          ? harness.ok(harness.panelAnswer(harness.EVERY_GROUP))
          : { status: 401, body: { error: 'unauthorized' } },
    });
    type('accion');
    await pass(PANEL_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    await pass(TOKEN_RETRY_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    await pass(1);
    await settle();
    expect(calls.map((c) => c.token)).toEqual(['expired', 'fresh']);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(TOKEN_RETRY_DELAY_MS);
    expect(tokenRequests()).toBe(1);
    expect(stored).toEqual([null, 'fresh']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listbox()).toBeInTheDocument();
  });
});

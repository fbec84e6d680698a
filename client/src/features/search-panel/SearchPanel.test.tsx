import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import {
  CUT_PANEL_DEFINITION,
  CUT_PANEL_DOCUMENT,
  CUT_PANEL_ISSUER_NAME,
  ELLIPSIS,
  PANEL_DEBOUNCE_MS,
  TOKEN_RETRY_DELAY_MS,
} from '#shared/constants.js';
import { documentTips, valueTypeTips } from '#shared/search-tips.js';
import type { Lang } from '#shared/types/common.js';
import type { TransportResult } from '../../api/transport.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { makeStore } from '../../app/store.js';
import { tokenReceived } from '../../app/token-slice.js';
import { searchPanelClosed, searchPanelOpened, selectSearchPanelOpen } from '../../app/ui-slice.js';
import { Providers } from '../../test/render.js';
import { RECENT_SEARCHES_KEY, recordRecentSearch } from '../../search/recent-searches.js';
import { BODY_CLASS, SearchPanel } from './SearchPanel.js';
import {
  deferred,
  document as doc,
  EVERY_GROUP,
  fakeTransport,
  index,
  instrument,
  ok,
  panelAnswer,
  type Call,
  type PanelFixture,
} from './test-fixtures.js';

const PANEL_ID = 'search-panel';

const TEXT = {
  es: {
    open: 'Abrir la búsqueda',
    dialog: 'Búsqueda en el sitio',
    input: 'Buscar en el sitio',
    clear: 'Borrar la búsqueda',
    help: 'Ayuda para la búsqueda',
    close: 'Cerrar la búsqueda',
    results: 'Resultados de la búsqueda',
    loading: 'Buscando…',
    none: 'No se encontraron coincidencias',
    generic: 'Ocurrió un error al realizar la búsqueda. Intente de nuevo más tarde.',
    structure: 'Error en la estructura de datos',
    count: (n: number) => `${String(n)} ${n === 1 ? 'resultado' : 'resultados'}`,
    groups: [
      'Definición',
      'Instrumentos',
      'Emisoras',
      'Documentos',
      'Índices',
      'Secciones',
      'Documentos por emisora',
    ],
    viewMore: (g: string) => `Ver más resultados de ${g}`,
    main: 'Documento principal (PDF) (se abre en una ventana nueva)',
    attachment: 'Anexo (ZIP) (se abre en una ventana nueva)',
    pdf: 'Guía de búsqueda en PDF (se abre en una pestaña nueva)',
    term: 'Término',
    description: 'Descripción',
  },
  en: {
    open: 'Open search',
    dialog: 'Site search',
    input: 'Search the site',
    clear: 'Clear the search',
    help: 'Search help',
    close: 'Close search',
    results: 'Search results',
    loading: 'Searching…',
    none: 'no search results found',
    generic: 'An error occurred while searching. Please try again later.',
    structure: 'Data structure error',
    count: (n: number) => `${String(n)} ${n === 1 ? 'result' : 'results'}`,
    groups: [
      'Definition',
      'Instruments',
      'Issuers',
      'Documents',
      'Indices',
      'Sections',
      'Documents by issuer',
    ],
    viewMore: (g: string) => `View more ${g} results`,
    main: 'Main document (PDF) (opens in a new window)',
    attachment: 'Attachment (ZIP) (opens in a new window)',
    pdf: 'Search guide (PDF) (opens in a new tab)',
    term: 'Term',
    description: 'Description',
  },
} as const;

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** What the root layout does: a header control opens the panel, the store says whether it is shown. */
function Harness({ lang, withOpener = true }: { lang: Lang; withOpener?: boolean }) {
  const open = useAppSelector(selectSearchPanelOpen);
  const dispatch = useAppDispatch();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <button
        type="button"
        aria-controls={PANEL_ID}
        aria-expanded={open}
        onClick={(event) => {
          setOpener(event.currentTarget);
          dispatch(searchPanelOpened());
        }}
      >
        {TEXT[lang].open}
      </button>
      {open && (
        <SearchPanel
          id={PANEL_ID}
          lang={lang}
          opener={withOpener ? opener : null}
          onClose={() => dispatch(searchPanelClosed())}
        />
      )}
      <LocationProbe />
      <PageNavigations />
    </>
  );
}

/** What the page behind the panel may do: rewrite its own query (the glossary finder), or go. */
function PageNavigations() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('?q=a', { replace: true })}>
        rewrite
      </button>
      <button type="button" onClick={() => void navigate('/es/bmv/glosario?letra=B')}>
        go
      </button>
    </>
  );
}

type Answer = (call: Call, n: number) => TransportResult | Promise<TransportResult>;

function renderPanel(
  options: {
    lang?: Lang;
    answer?: Answer;
    fixture?: PanelFixture;
    needsToken?: boolean;
    token?: () => Promise<string | null>;
    storedToken?: string;
    withOpener?: boolean;
  } = {},
) {
  const lang = options.lang ?? 'es';
  const fixture = options.fixture ?? EVERY_GROUP;
  const fake = fakeTransport(options.answer ?? (() => ok(panelAnswer(fixture))), {
    needsToken: options.needsToken,
    token: options.token,
  });
  const store = makeStore(fake.transport);
  if (options.storedToken) store.dispatch(tokenReceived(options.storedToken));
  render(
    <Provider store={store}>
      <Providers lang={lang}>
        <Harness lang={lang} withOpener={options.withOpener ?? true} />
      </Providers>
    </Provider>,
  );
  const opener = screen.getByRole('button', { name: TEXT[lang].open });
  act(() => {
    opener.focus();
    fireEvent.click(opener);
  });
  return { ...fake, store, opener, t: TEXT[lang] };
}

const dialog = () => screen.getByRole('dialog');
const input = () => screen.getByRole('combobox');
const listbox = () => screen.getByRole('listbox');
const location = () => screen.getByTestId('location').textContent;
const liveRegion = () => {
  const region = dialog().querySelector('[aria-live="polite"]');
  if (!(region instanceof HTMLElement)) throw new Error('no live region');
  return region;
};
const groupNames = () =>
  screen.queryAllByRole('group').map((g) => g.getAttribute('aria-labelledby') ?? '');
const groupTitles = () =>
  groupNames().map((id) => window.document.getElementById(id)?.textContent ?? '');
const groupNamed = (name: string) => screen.getByRole('group', { name });
/** A group's row options ('view more', the group's last option, left out). */
const rowOptions = (name: string) =>
  within(groupNamed(name))
    .getAllByRole('option')
    .filter((o) => !o.id.endsWith('-more'));
const rowTexts = (name: string) => rowOptions(name).map((o) => o.textContent);

/** Lets exactly `ms` pass (fake timers) and the promises it releases settle. */
async function pass(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Lets an answer reach the screen: a few promise hops and timers (base query, thunk, store, React). */
async function settle() {
  for (let i = 0; i < 4; i++) await pass(10);
}

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

/** Types, waits out the debounce and lets the answer arrive. */
async function search(text: string) {
  type(text);
  await pass(PANEL_DEBOUNCE_MS);
  await settle();
}

const key = (k: string, init: KeyboardEventInit = {}) => {
  fireEvent.keyDown(window.document.activeElement ?? window.document.body, { key: k, ...init });
};

/** What the browser fires on the open modal dialog for Esc (jsdom does not). */
const pressEscape = () => {
  fireEvent(dialog(), new Event('cancel', { cancelable: true }));
};

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers();
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('search panel: dialog and input', () => {
  it('is a labelled dialog with the header control’s id and an autofocused combobox', () => {
    const { t } = renderPanel();
    expect(dialog()).toHaveAttribute('id', PANEL_ID);
    expect(dialog()).toHaveProperty('open', true);
    expect(dialog()).toHaveAccessibleName(t.dialog);
    expect(input()).toHaveAccessibleName(t.input);
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input().getAttribute('aria-controls')).toBeTruthy();
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('adds the body class while shown and removes it when closed', () => {
    const { t } = renderPanel();
    expect(window.document.body).toHaveClass(BODY_CLASS);
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.document.body).not.toHaveClass(BODY_CLASS);
  });

  it('clears the text with the clear button, back to the empty state, focus in the input', async () => {
    const { t } = renderPanel();
    expect(screen.queryByRole('button', { name: t.clear })).not.toBeInTheDocument();
    await search('accion');
    expect(listbox()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.clear }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.clear })).not.toBeInTheDocument();
  });

  it('limits the input to the 200-character search term', () => {
    renderPanel();
    expect(input()).toHaveAttribute('maxLength', '200');
  });
});

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
    const pending = deferred<TransportResult>();
    const { t } = renderPanel({ answer: () => pending.promise });
    type('accion');
    await pass(PANEL_DEBOUNCE_MS);
    expect(input()).toBeDisabled();
    expect(dialog()).toHaveAttribute('aria-busy', 'true');
    const spinner = screen.getByRole('status', { name: t.loading });
    expect(spinner.querySelector('.large')).not.toBeNull();
    expect(dialog().querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    pending.resolve(ok(panelAnswer(EVERY_GROUP)));
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
    renderPanel({ answer: () => ok({ response: '', mensaje: 'consulta inválida' }) });
    await search('accion');
    expect(screen.getByRole('alert')).toHaveTextContent('consulta inválida');
  });

  it.each(['es', 'en'] as const)(
    'shows a data structure error for a malformed answer (%s)',
    async (lang) => {
      const { t } = renderPanel({ lang, answer: () => ok({ response: { otra: 1 }, mensaje: '' }) });
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
          ok(
            panelAnswer(
              call.body.payload.termT === 'divdndo' ? { suggestion: 'dividendo' } : EVERY_GROUP,
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
    const first = deferred<TransportResult>();
    const answers = [
      first.promise,
      Promise.resolve(ok(panelAnswer({ indices: [index({ nombre_corto: 'NUEVO' })] }))),
    ];
    renderPanel({ answer: (_call, n) => answers[n - 1]! });
    type('viejo');
    await pass(PANEL_DEBOUNCE_MS);
    fireEvent.click(screen.getByRole('button', { name: TEXT.es.clear }));
    await search('nuevo');
    first.resolve(ok(panelAnswer({ indices: [index({ nombre_corto: 'VIEJO' })] })));
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
          ? ok(panelAnswer(EVERY_GROUP))
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

describe('search panel: rows and their rules', () => {
  it('cuts the definition at 200, issuer names and document descriptions at 80 characters', async () => {
    const long = (n: number) => 'x'.repeat(n + 20);
    renderPanel({
      fixture: {
        glossary: [{ palabra: 'Acción', shortDescripcion: long(CUT_PANEL_DEFINITION) }],
        instruments: [instrument({ razon_social: long(CUT_PANEL_ISSUER_NAME) })],
        documents: [doc({ descripccion_documento: long(CUT_PANEL_DOCUMENT) })],
      },
    });
    await search('accion');
    const cutTo = (n: number) => `${'x'.repeat(n)}${ELLIPSIS}`;
    expect(rowTexts('Definición')).toEqual([`Acción${cutTo(CUT_PANEL_DEFINITION)}`]);
    expect(rowTexts('Emisoras')).toEqual([`AMX ${cutTo(CUT_PANEL_ISSUER_NAME)}`]);
    expect(rowTexts('Documentos')[0]).toContain(cutTo(CUT_PANEL_DOCUMENT));
    expect(rowTexts('Documentos')[0]).not.toContain('x'.repeat(CUT_PANEL_DOCUMENT + 1));
  });

  it('keeps texts shorter than the cut whole', async () => {
    renderPanel();
    await search('accion');
    expect(rowTexts('Definición')).toEqual(['AcciónTítulo que representa una parte del capital.']);
  });

  it('lists every series but each issuer once (de-duplicated by key)', async () => {
    renderPanel();
    await search('accion');
    expect(rowTexts('Instrumentos').map((r) => r.split('Acciones')[0])).toEqual([
      'AMX B',
      'AMX L',
      'WALMEX *',
    ]);
    expect(rowTexts('Emisoras')).toEqual([
      'AMX América Móvil, S.A.B. de C.V.',
      'WALMEX Wal-Mart de México, S.A.B. de C.V.',
    ]);
  });

  it.each([
    ['es', 'AMX BAcciones · Activa · Mercado de capitales · México · Bolsa Mexicana de Valores'],
    ['en', 'AMX BShares · Active · Equity market · Mexico · Mexican Stock Exchange'],
  ] as const)(
    'describes a series by value type, status, market, origin and exchange (%s)',
    async (lang, text) => {
      renderPanel({ lang, fixture: { instruments: [instrument()] } });
      await search('amx');
      expect(rowTexts(TEXT[lang].groups[1])).toEqual([text]);
    },
  );

  it('shows only the first 3 company documents', async () => {
    renderPanel({
      fixture: {
        documents: [1, 2, 3, 4, 5].map((n) =>
          doc({ descripccion_documento: `Documento número ${String(n)}` }),
        ),
      },
    });
    await search('amx');
    const rows = rowTexts('Documentos');
    expect(rows).toHaveLength(3 * 2); // each document: its text option and its attachment
    expect(rows.filter((r) => r.includes('Documento número'))).toHaveLength(3);
    expect(rows.join()).not.toContain('número 4');
  });

  it.each([
    ['es', 'Información financiera'],
    ['en', 'Financial information'],
  ] as const)(
    'shows the key, the tag of the language, the description and the reception date and time (%s)',
    async (lang, tag) => {
      renderPanel({ lang, fixture: { documents: [doc()] } });
      await search('amx');
      const [main] = rowOptions(TEXT[lang].groups[3]);
      expect(main).toHaveTextContent(`AMX ${tag}Estados financieros dictaminados2024-03-05 14:07`);
    },
  );

  it('gives each file an icon by format, a link in a new window and a name saying so', async () => {
    renderPanel({ fixture: { documents: [doc()] } });
    await search('amx');
    const main = screen.getByRole('option', { name: new RegExp(escape(TEXT.es.main)) });
    expect(main).toHaveAttribute('href', '/docs/amx/2024-1.pdf');
    expect(main).toHaveAttribute('target', '_blank');
    expect(main).toHaveAttribute('rel', 'noopener noreferrer');
    expect(main.querySelector('svg')).toHaveAttribute('data-format', 'pdf');
    const attachment = screen.getByRole('option', { name: TEXT.es.attachment });
    expect(attachment).toHaveAttribute('href', '/docs/amx/2024-1.zip');
    expect(attachment).toHaveAttribute('target', '_blank');
    expect(attachment).toHaveAttribute('rel', 'noopener noreferrer');
    expect(attachment.querySelector('svg')).toHaveAttribute('data-format', 'zip');
  });

  it('shows no icon and no link for a missing file', async () => {
    renderPanel({
      fixture: {
        documents: [
          doc({ documento_html: null, documento_binario: null }),
          doc({ documento_binario: { url_documento: 'javascript:alert(1)', formato: 'xls' } }),
        ],
      },
    });
    await search('amx');
    const options = rowOptions('Documentos');
    expect(options).toHaveLength(2);
    expect(options[0]!.tagName).toBe('DIV');
    expect(options[0]!.querySelector('svg')).toBeNull();
    expect(options[1]!.querySelector('svg')).toHaveAttribute('data-format', 'pdf');
    expect(screen.queryByRole('option', { name: /Anexo/ })).not.toBeInTheDocument();
  });

  it('highlights the query’s words ignoring accents and strips the server’s bold tags', async () => {
    renderPanel({
      fixture: {
        glossary: [{ palabra: '<b>Acción</b>', shortDescripcion: 'Una acción es un título.' }],
      },
    });
    await search('accion');
    const group = groupNamed('Definición');
    expect([...group.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Acción',
      'acción',
    ]);
    expect(listbox().querySelector('b')).toBeNull();
    expect(rowTexts('Definición')).toEqual(['AcciónUna acción es un título.']);
  });
});

describe('search panel: link targets', () => {
  const href = (name: string, i = 0) => rowOptions(name)[i]?.getAttribute('href');

  it('links every group to its target', async () => {
    renderPanel();
    await search('accion');
    expect(href('Definición')).toBe('/es/bmv/glosario/Acci%C3%B3n');
    expect(href('Instrumentos')).toBe('https://www.bmv.com.mx/es/emisoras/perfil/-5383');
    expect(href('Emisoras', 1)).toBe('https://www.bmv.com.mx/es/emisoras/perfil/-5200');
    expect(href('Índices')).toBe('https://www.bmv.com.mx/es/indices/Principales/IPC-10');
    expect(href('Secciones')).toBe('https://www.bmv.com.mx/es/mercados/acciones');
    expect(href('Documentos por emisora')).toBe('/es/bmv/busqueda/financieros_GFNORTE?tab=2');
  });

  it('uses the English keyword for the documents-by-prefix search in English', async () => {
    renderPanel({ lang: 'en' });
    await search('financials gf');
    expect(href('Documents by issuer')).toBe('/en/bmv/search/financials_GFNORTE?tab=2');
  });

  it('links fund series (51, 52) to the fund-operator profile', async () => {
    renderPanel({
      fixture: {
        instruments: [
          instrument({ cve_emisora: 'NTEIPC+', tipo_valor: '52', id_empresa: 77 }),
          instrument({ cve_emisora: 'GBMF2', tipo_valor: '51', id_empresa: 78 }),
        ],
      },
    });
    await search('fondos');
    expect(href('Instrumentos', 0)).toBe(
      'https://www.bmv.com.mx/es/fondos-de-inversion/NTEIPC%2B-77#operadora',
    );
    expect(href('Instrumentos', 1)).toBe(
      'https://www.bmv.com.mx/es/fondos-de-inversion/GBMF2-78#operadora',
    );
  });

  it('on the second exchange (127) links only 1A and 1I; other rows are plain text', async () => {
    renderPanel({
      fixture: {
        instruments: [
          instrument({
            cve_emisora: 'AAPL',
            tipo_valor: '1A',
            id_bolsa_listada: 127,
            id_empresa: 9,
          }),
          instrument({
            cve_emisora: 'IVV',
            tipo_valor: '1I',
            id_bolsa_listada: 127,
            id_empresa: 8,
          }),
          instrument({ cve_emisora: 'DANHOS', tipo_valor: '91', id_bolsa_listada: 127 }),
        ],
      },
    });
    await search('a');
    const rows = rowOptions('Instrumentos');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      'https://www.bmv.com.mx/es/emisoras/perfil/-9',
      'https://www.bmv.com.mx/es/emisoras/perfil/-8',
      null,
    ]);
    expect(rows[2]!.tagName).toBe('DIV');
    expect(rows[2]).toHaveTextContent('Bolsa Institucional de Valores');
  });

  it('sends each group’s “view more” to its results tab with the term', async () => {
    const { t } = renderPanel();
    await search('casa de bolsa');
    const more = (group: string) =>
      screen.getByRole('option', { name: t.viewMore(group) }).getAttribute('href');
    const tabs = t.groups.map((g) => more(g));
    expect(tabs).toEqual([
      '/es/bmv/busqueda/casa_de_bolsa?tab=0',
      '/es/bmv/busqueda/casa_de_bolsa?tab=1',
      '/es/bmv/busqueda/casa_de_bolsa?tab=1',
      '/es/bmv/busqueda/casa_de_bolsa?tab=2',
      '/es/bmv/busqueda/casa_de_bolsa?tab=3',
      '/es/bmv/busqueda/casa_de_bolsa?tab=4',
      '/es/bmv/busqueda/casa_de_bolsa?tab=2',
    ]);
    expect(screen.getByRole('option', { name: t.viewMore('Índices') })).toHaveTextContent(
      /^Ver más$/,
    );
  });

  it("stays open while the page rewrites its own URL, and closes on the visitor's navigation", () => {
    renderPanel();
    act(() => {
      fireEvent.click(screen.getByText('rewrite'));
    });
    expect(location()).toContain('?q=a');
    expect(dialog()).toBeInTheDocument();
    act(() => {
      fireEvent.click(screen.getByText('go'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens an internal link through the router and closes the panel', async () => {
    renderPanel();
    await search('accion');
    fireEvent.click(screen.getByRole('option', { name: TEXT.es.viewMore('Secciones') }));
    expect(location()).toBe('/es/bmv/busqueda/accion?tab=4');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('search panel: keyboard', () => {
  it('moves aria-activedescendant through every option across groups with the arrows', async () => {
    renderPanel();
    await search('accion');
    const options = within(listbox()).getAllByRole('option');
    const active = () => input().getAttribute('aria-activedescendant');
    key('ArrowDown');
    expect(active()).toBe(options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    key('ArrowDown');
    expect(active()).toBe(options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    for (let i = 2; i < options.length; i++) key('ArrowDown');
    expect(active()).toBe(options[options.length - 1]!.id);
    key('ArrowDown');
    expect(active()).toBe(options[0]!.id);
    key('ArrowUp');
    expect(active()).toBe(options[options.length - 1]!.id);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    // The options span every group: definition, then its 'view more', then the series...
    expect(options[1]).toHaveAccessibleName(TEXT.es.viewMore('Definición'));
    expect(input()).toHaveFocus();
  });

  it.each(['Home', 'End'])(
    'returns from the options to the text with %s (no active option left)',
    async (name) => {
      renderPanel();
      await search('accion');
      key('ArrowDown');
      key('ArrowDown');
      expect(input()).toHaveAttribute('aria-activedescendant');
      key(name);
      expect(input()).not.toHaveAttribute('aria-activedescendant');
      expect(within(listbox()).queryByRole('option', { selected: true })).toBeNull();
      expect(input()).toHaveFocus();
    },
  );

  it('opens the active option with Enter (an internal link through the router)', async () => {
    renderPanel();
    await search('accion');
    key('ArrowDown');
    key('Enter');
    expect(location()).toBe('/es/bmv/glosario/Acci%C3%B3n');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the full results page (tab 1) with Enter and no active option, and closes', async () => {
    renderPanel();
    await search('casa de bolsa');
    key('Enter');
    expect(location()).toBe('/es/bmv/busqueda/casa_de_bolsa?tab=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.document.body).not.toHaveClass(BODY_CLASS);
  });

  it('searches at once with Enter during the debounce, and does not leave the panel', async () => {
    const { calls } = renderPanel();
    type('amx');
    key('Enter');
    await settle();
    expect(calls).toHaveLength(1);
    expect(location()).toBe('/es');
    expect(listbox()).toBeInTheDocument();
  });

  it('does nothing with Enter in the empty and error states', async () => {
    renderPanel({ answer: () => ({ status: 500, body: {} }) });
    key('Enter');
    await search('amx');
    key('Enter');
    expect(location()).toBe('/es');
    expect(dialog()).toBeInTheDocument();
  });

  it('closes with Esc and returns focus to the control that opened it', async () => {
    const { opener } = renderPanel();
    await search('accion');
    key('ArrowDown');
    pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('returns focus on the close button too', () => {
    const { opener, t } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(opener).toHaveFocus();
  });

  it('returns focus to a control of the panel when the opener is unknown', () => {
    const { opener } = renderPanel({ withOpener: false });
    pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside: Tab and Shift+Tab cycle', async () => {
    const { t } = renderPanel();
    await search('accion');
    const clear = screen.getByRole('button', { name: t.clear });
    const close = screen.getByRole('button', { name: t.close });
    close.focus();
    key('Tab');
    expect(input()).toHaveFocus();
    key('Tab', { shiftKey: true });
    expect(close).toHaveFocus();
    clear.focus();
    key('Tab', { shiftKey: true });
    expect(clear).toHaveFocus(); // not the first: the browser moves on by itself
    input().focus();
    key('Tab', { shiftKey: true });
    expect(close).toHaveFocus();
  });
});

describe('search panel: recent searches', () => {
  const RECENT = {
    es: {
      title: 'Búsquedas recientes',
      again: (s: string) => `Buscar de nuevo «${s}»`,
      remove: (s: string) => `Quitar «${s}» de las búsquedas recientes`,
      clear: 'Borrar todas las búsquedas recientes',
      removed: (s: string) => `«${s}» quitada de las búsquedas recientes`,
      cleared: 'Búsquedas recientes borradas',
    },
    en: {
      title: 'Recent searches',
      again: (s: string) => `Search “${s}” again`,
      remove: (s: string) => `Remove “${s}” from recent searches`,
      clear: 'Clear all recent searches',
      removed: (s: string) => `“${s}” removed from recent searches`,
      cleared: 'Recent searches cleared',
    },
  } as const;
  const stored = () =>
    JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as unknown;
  const recentList = (lang: Lang = 'es') =>
    screen.getByRole('listbox', { name: RECENT[lang].title });
  const reopen = (opener: HTMLElement) => {
    pressEscape();
    act(() => {
      fireEvent.click(opener);
    });
  };
  const active = () => input().getAttribute('aria-activedescendant');

  it('records nothing while typing: only a committed search is kept', async () => {
    const { opener } = renderPanel();
    await search('accion');
    reopen(opener);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('records a search submitted with Enter and lists it, newest first, in the empty panel', async () => {
    const { opener } = renderPanel();
    await search('casa de bolsa');
    key('Enter');
    act(() => {
      fireEvent.click(opener);
    });
    type('amx');
    key('Enter');
    await settle();
    type('');
    expect(stored()).toEqual(['amx', 'casa de bolsa']);
    expect(
      within(recentList())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['amx', '', 'casa de bolsa', '', 'Borrar todas']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['es', 'Sin resultados para «zzzz»: no hay página que abrir.'],
    ['en', 'No results for “zzzz”: there is no page to open.'],
  ] as const)(
    'keeps no search that finds nothing; Enter on it says so and stays (%s)',
    async (lang, line) => {
      const { opener, t } = renderPanel({ lang, fixture: {} });
      type('zzzz');
      key('Enter');
      await settle();
      expect(screen.getByText(t.none, { selector: 'p' })).toBeInTheDocument();
      key('Enter');
      expect(liveRegion()).toHaveTextContent(line);
      expect(location()).toBe(`/${lang}`);
      expect(input()).toHaveFocus();
      expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
      reopen(opener);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    },
  );

  it('moves a recent search picked again to the front only when it finds something', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['cetes', 'bono']));
    renderPanel({
      answer: (call) => ok(panelAnswer(call.body.payload.termT === 'cetes' ? EVERY_GROUP : {})),
    });
    fireEvent.click(screen.getByRole('option', { name: RECENT.es.again('bono') }));
    await settle();
    expect(screen.getByText(TEXT.es.none, { selector: 'p' })).toBeInTheDocument();
    expect(stored()).toEqual(['cetes', 'bono']);
  });

  it('reads the stored searches each time it opens: one recorded elsewhere meanwhile is listed first', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono']));
    const { opener } = renderPanel();
    pressEscape();
    recordRecentSearch('cetes');
    act(() => {
      fireEvent.click(opener);
    });
    expect(
      within(recentList())
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual([
      RECENT.es.again('cetes'),
      RECENT.es.remove('cetes'),
      RECENT.es.again('bono'),
      RECENT.es.remove('bono'),
      RECENT.es.clear,
    ]);
  });

  it('records the search of a followed result', async () => {
    const { opener } = renderPanel();
    await search('accion');
    fireEvent.click(within(listbox()).getAllByRole('option')[0]!);
    expect(location()).toBe('/es/bmv/glosario/Acci%C3%B3n');
    expect(stored()).toEqual(['accion']);
    act(() => {
      fireEvent.click(opener);
    });
    expect(screen.getByRole('option', { name: RECENT.es.again('accion') })).toBeInTheDocument();
  });

  it.each(['es', 'en'] as const)(
    'reaches each search, its remove option and clear-all with the arrows, labelled (%s)',
    (lang) => {
      window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono', 'cetes']));
      renderPanel({ lang });
      const r = RECENT[lang];
      const names = within(recentList(lang))
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label'));
      expect(names).toEqual([
        r.again('bono'),
        r.remove('bono'),
        r.again('cetes'),
        r.remove('cetes'),
        r.clear,
      ]);
      const ids = within(recentList(lang))
        .getAllByRole('option')
        .map((o) => o.id);
      key('ArrowDown');
      expect(active()).toBe(ids[0]);
      key('ArrowDown');
      key('ArrowDown');
      expect(active()).toBe(ids[2]);
      key('ArrowUp');
      key('ArrowUp');
      key('ArrowUp');
      expect(active()).toBe(ids[4]);
      expect(screen.getByRole('option', { name: r.clear })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(input()).toHaveFocus();
    },
  );

  it('hides the recent searches as soon as text is typed, before its results arrive', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono']));
    renderPanel();
    expect(recentList()).toBeInTheDocument();
    type('ipc');
    expect(screen.queryByRole('listbox', { name: RECENT.es.title })).not.toBeInTheDocument();
    type('');
    expect(recentList()).toBeInTheDocument();
  });

  it('searches a recent search again with Enter, which moves it to the front', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono', 'cetes']));
    const { calls } = renderPanel();
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(input()).toHaveValue('cetes');
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ payload: { termT: 'cetes' } });
    expect(stored()).toEqual(['cetes', 'bono']);
  });

  it('removes one search with Enter on its remove option, says so, and keeps the next active', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono', 'cetes', 'amx']));
    renderPanel();
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(stored()).toEqual(['cetes', 'amx']);
    expect(screen.queryByRole('option', { name: RECENT.es.again('bono') })).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(RECENT.es.removed('bono'));
    expect(active()).toBe(screen.getByRole('option', { name: RECENT.es.again('cetes') }).id);
    expect(input()).toHaveFocus();
  });

  it('clears every search by pointer, says so, and shows the empty panel', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono', 'cetes']));
    renderPanel({ lang: 'en' });
    fireEvent.click(screen.getByRole('option', { name: RECENT.en.clear }));
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(liveRegion()).toHaveTextContent(RECENT.en.cleared);
  });

  it('opens with no list when the stored value is corrupt', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    renderPanel();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('hides the list while a search is shown', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono']));
    renderPanel();
    await search('accion');
    expect(screen.queryByRole('listbox', { name: RECENT.es.title })).not.toBeInTheDocument();
    expect(listbox()).toHaveAccessibleName(TEXT.es.results);
  });
});

describe('search panel: tips', () => {
  it.each(['es', 'en'] as const)(
    'toggles the tips with both tables and the help PDF of the language (%s)',
    (lang) => {
      const { t } = renderPanel({ lang });
      const help = screen.getByRole('button', { name: t.help });
      expect(help).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      fireEvent.click(help);
      expect(help).toHaveAttribute('aria-expanded', 'true');
      expect(window.document.getElementById(help.getAttribute('aria-controls')!)).toBeVisible();
      const [documents, values] = screen.getAllByRole('table');
      for (const table of [documents!, values!]) {
        expect(
          within(table)
            .getAllByRole('columnheader')
            .map((h) => h.textContent),
        ).toEqual([t.term, t.description]);
      }
      const docRows = within(documents!).getAllByRole('row').slice(1);
      expect(docRows).toHaveLength(documentTips(lang).length);
      const first = documentTips(lang)[0]!;
      expect(docRows[0]).toHaveTextContent(first.term);
      for (const example of first.examples) expect(docRows[0]).toHaveTextContent(example);
      expect(first.examples).toHaveLength(2);
      expect(within(values!).getAllByRole('row').slice(1)).toHaveLength(valueTypeTips(lang).length);
      const pdf = screen.getByRole('link', { name: t.pdf });
      expect(pdf).toHaveAttribute('href', DEFAULT_SITE_CONFIG.searchHelpPdf[lang]);
      expect(pdf).toHaveAttribute('target', '_blank');
      expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
      fireEvent.click(help);
      expect(help).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
  );
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

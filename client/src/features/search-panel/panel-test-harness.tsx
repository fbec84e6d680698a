/** The search panel tests' harness: the panel opened from a header control, with its queries. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { PANEL_DEBOUNCE_MS } from '#shared/constants.js';
import type { Lang } from '#shared/types/common.js';
import type { TransportResult } from '../../api/transport.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { makeStore } from '../../app/store.js';
import { tokenReceived } from '../../app/token-slice.js';
import { searchPanelClosed, searchPanelOpened, selectSearchPanelOpen } from '../../app/ui-slice.js';
import { Providers } from '../../test/render.js';
import { SearchPanel } from './SearchPanel.js';
import {
  EVERY_GROUP,
  fakeTransport,
  ok,
  panelAnswer,
  type Call,
  type PanelFixture,
} from './test-fixtures.js';

export const PANEL_ID = 'search-panel';

export const TEXT = {
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

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** What the root layout does: a header control opens the panel, the store says whether it is shown. */
export function Harness({ lang, withOpener = true }: { lang: Lang; withOpener?: boolean }) {
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
export function PageNavigations() {
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

export type Answer = (call: Call, n: number) => TransportResult | Promise<TransportResult>;

export function renderPanel(
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

export const dialog = () => screen.getByRole('dialog');
export const input = () => screen.getByRole('combobox');
export const listbox = () => screen.getByRole('listbox');
export const location = () => screen.getByTestId('location').textContent;
export const liveRegion = () => {
  const region = dialog().querySelector('[aria-live="polite"]');
  if (!(region instanceof HTMLElement)) throw new Error('no live region');
  return region;
};
export const groupNames = () =>
  screen.queryAllByRole('group').map((g) => g.getAttribute('aria-labelledby') ?? '');
export const groupTitles = () =>
  groupNames().map((id) => window.document.getElementById(id)?.textContent ?? '');
export const groupNamed = (name: string) => screen.getByRole('group', { name });
/** A group's row options ('view more', the group's last option, left out). */
export const rowOptions = (name: string) =>
  within(groupNamed(name))
    .getAllByRole('option')
    .filter((o) => !o.id.endsWith('-more'));
export const rowTexts = (name: string) => rowOptions(name).map((o) => o.textContent);

/** Lets exactly `ms` pass (fake timers) and the promises it releases settle. */
export async function pass(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Lets an answer reach the screen: a few promise hops and timers (base query, thunk, store, React). */
export async function settle() {
  for (let i = 0; i < 4; i++) await pass(10);
}

export function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

/** Types, waits out the debounce and lets the answer arrive. */
export async function search(text: string) {
  type(text);
  await pass(PANEL_DEBOUNCE_MS);
  await settle();
}

export const key = (k: string, init: KeyboardEventInit = {}) => {
  fireEvent.keyDown(window.document.activeElement ?? window.document.body, { key: k, ...init });
};

/** What the browser fires on the open modal dialog for Esc (jsdom does not). */
export const pressEscape = () => {
  fireEvent(dialog(), new Event('cancel', { cancelable: true }));
};

export function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Fake timers, an empty storage and a scroll stub around each test. */
export function setUpPanelTests() {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
    Element.prototype.scrollIntoView = jest.fn();
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
}

/**
 * A grid tab's view in the URL (its page, sort and filters), read the same way by the grid, by the
 * first rows the server draws in its box (decision 122) and by the route's loader, which fetches
 * them before any column is built.
 */
import type { Lang } from '#shared/types/common.js';
import { documentsFirstRequest, readDocumentsView } from './document-view.js';
import {
  FIRST_PAGE_REQUEST,
  pageRequest,
  readGridView,
  serializeGridRequest,
  type GridView,
} from './grid-request.js';

export type GridKind = 'instruments' | 'documents' | 'prefix';

const ids = (fields: readonly string[]) => fields.map((field) => `_source.${field}`);

/** The ids the server sorts and filters the instruments grid by (columns.test.tsx holds them to the columns). */
export const INSTRUMENT_SERVER_COLUMNS: readonly string[] = ids([
  'cve_emisora',
  'serie',
  'razon_social',
  'ultimo_precio_operado',
  'hora',
  'precio_promedio_ponderado',
  'tipo_valor',
  'mercado',
  'estatus',
  'paisOrigen',
  'bolsa_cotiza',
  'instrumento',
]);

/** The ids the server sorts and filters the documents grid by: the tag in the page's language. */
export const documentServerColumns = (lang: Lang): readonly string[] =>
  ids([
    'cve_empresa',
    lang === 'es' ? 'tag_es' : 'tag_en',
    'descripccion_documento',
    'fecha_recepcion',
  ]);

/** The view of a grid tab in `params`: the documents grid's with the form's filters too. */
export function readTabView(kind: GridKind, params: URLSearchParams, lang: Lang): GridView {
  return kind === 'instruments'
    ? readGridView(params, INSTRUMENT_SERVER_COLUMNS)
    : kind === 'documents'
      ? readDocumentsView(params, documentServerColumns(lang), lang)
      : readGridView(params, documentServerColumns(lang));
}

/** The `requestJson` of the page the view shows: what its first rows are. */
export const shownPageRequest = (view: GridView) => serializeGridRequest(pageRequest(view));

/**
 * The `requestJson` of the page a grid tab's URL shows, when the first page the route loads for
 * every tab is not it (a later page, a sort): the loader asks for it too, and the grid's box
 * shows it. Null otherwise, and for the prefix grid, whose first page comes with its search.
 */
export function shownPageRequestOf(
  kind: GridKind,
  params: URLSearchParams,
  lang: Lang,
): string | null {
  if (kind === 'prefix') return null;
  const shown = shownPageRequest(readTabView(kind, params, lang));
  const loaded = kind === 'documents' ? documentsFirstRequest(params, lang) : FIRST_PAGE_REQUEST;
  return shown === loaded ? null : shown;
}

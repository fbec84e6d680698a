/**
 * @jest-environment node
 */
import { documentHit, hits, instrumentHit } from '#shared/test-utils/search-hits.js';
import type { SearchRequest } from '#shared/types/search.js';
import { answeringTransport, asPage, renderUrl } from '../test/server-render.js';

/**
 * A search service whose rows name the page and sort asked for: the instrument `P<startRow>` and
 * the document "Doc <startRow> <sort>", of 41 instruments (none past them) and 45 documents.
 */
const transport = () =>
  answeringTransport((_service, body) => {
    const { payload, requestJson } = body as SearchRequest;
    const request = JSON.parse(requestJson ?? '{"startRow":0,"sortModel":[]}') as {
      startRow: number;
      sortModel: { colId: string; sort: string }[];
    };
    const name = `${String(request.startRow)} ${request.sortModel.map((s) => `${s.colId}:${s.sort}`).join(',')}`;
    const responses: Record<string, unknown> = {
      busquedaPrefijo: {
        prefijosDocumentos: { prefijos: { total: { value: 0 }, hits: [] } },
        emisorasDocumentos: { documentos: hits([]) },
      },
      busquedaInstrumentos: {
        busquedaInstrumentos: {
          instrumentos: {
            g: {
              emisoras: hits(
                request.startRow < 41 ? [instrumentHit({ cve_emisora: `P${name.trim()}` })] : [],
                41,
              ),
            },
            hits: [],
          },
        },
      },
      busquedaDocumentosPorInstrumentos: {
        instrumentosEmisoras: {
          instrumentos: {
            g: { documentos: hits([documentHit({ descripccion_documento: `Doc ${name}` })], 45) },
          },
        },
      },
    };
    const response = responses[payload.searchType] ?? '';
    return { status: 200, body: { response, mensaje: response === '' ? 'unknown' : 'OK' } };
  });

/** The text of the grid's box: the first rows the server draws (decision 122). */
const gridBox = (html: string) => {
  const start = html.indexOf('data-grid-box');
  return html.slice(start, html.indexOf('</table>', start));
};

const requested = (calls: unknown[], searchType: string) =>
  (calls as SearchRequest[])
    .filter((c) => c.payload.searchType === searchType)
    .map((c) => JSON.parse(c.requestJson ?? '{}') as { startRow: number; sortModel: unknown[] });

describe('server rendering of a results URL with a grid view', () => {
  it('draws the instruments page and sort of the URL, the tab counting every row', async () => {
    const t = transport();
    const sort = '_source.razon_social:desc';
    const r = asPage(await renderUrl(`/es/bmv/busqueda/amx?tab=1&page=3&sort=${sort}`, t));
    expect(r.status).toBe(200);
    expect(gridBox(r.html)).toContain(`P40 ${sort}`);
    expect(gridBox(r.html)).not.toContain('P0');
    // The first page too: the tab's count, and the other pages' start.
    expect(requested(t.calls, 'busquedaInstrumentos').map((q) => q.startRow)).toEqual([0, 40]);
    expect(r.html).toContain(
      '<span>Instrumentos</span><span class="badge"><span aria-hidden="true">41</span>',
    );
  });

  it('draws the documents page of the URL with its filters', async () => {
    const t = transport();
    const r = asPage(
      await renderUrl(`/en/bmv/search/amx?tab=2&page=2&sort=_source.fecha_recepcion:asc`, t),
    );
    expect(gridBox(r.html)).toContain('Doc 20 _source.fecha_recepcion:asc');
    expect(gridBox(r.html)).not.toContain('Doc 0 ');
  });

  it('draws the first page for a page past the last (an old link)', async () => {
    const t = transport();
    const r = asPage(await renderUrl('/es/bmv/busqueda/amx?tab=1&page=9', t));
    expect(gridBox(r.html)).toContain('P0');
    expect(requested(t.calls, 'busquedaInstrumentos').map((q) => q.startRow)).toEqual([0, 160]);
  });

  it('asks for the first page only when the URL shows it', async () => {
    const t = transport();
    const r = asPage(await renderUrl('/es/bmv/busqueda/amx?tab=1&page=1&sort=nonsense:up', t));
    expect(gridBox(r.html)).toContain('P0');
    expect(requested(t.calls, 'busquedaInstrumentos')).toHaveLength(1);
    // Another tab's view is not the grid's: its page is not asked for.
    const other = transport();
    await renderUrl('/es/bmv/busqueda/amx?tab=3&page=3', other);
    expect(requested(other.calls, 'busquedaInstrumentos').map((q) => q.startRow)).toEqual([0]);
  });
});

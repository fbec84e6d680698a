import type { IGetRowsParams } from 'ag-grid-community';
import { gridDatasource, viewReporter, type PageAnswer, type PageOutcome } from './datasource.js';

function rowsParams(): IGetRowsParams {
  return {
    startRow: 20,
    endRow: 40,
    sortModel: [{ colId: '_source.cve_emisora', sort: 'desc' }],
    filterModel: { '_source.serie': { filterType: 'text', type: 'equals', filter: 'B' } },
    successCallback: () => undefined,
    failCallback: () => undefined,
    context: undefined,
  } as unknown as IGetRowsParams;
}

async function run(answer: PageAnswer<unknown> | Error) {
  const requests: string[] = [];
  const outcomes: PageOutcome[] = [];
  const source = gridDatasource(
    (json) => {
      requests.push(json);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    (o) => outcomes.push(o),
  );
  let received: { rows: unknown[]; total?: number } | undefined;
  await new Promise<void>((done) => {
    const params = rowsParams();
    params.successCallback = (rows: unknown[], total?: number) => {
      received = total === undefined ? { rows } : { rows, total };
      done();
    };
    source.getRows(params);
  });
  return { requests, outcomes, received };
}

describe('gridDatasource', () => {
  it('sends the page, sort and filter as requestJson and passes rows and total', async () => {
    const { requests, received, outcomes } = await run({ data: { rows: [{ a: 1 }], total: 41 } });
    expect(JSON.parse(requests[0] ?? '')).toEqual({
      startRow: 20,
      endRow: 40,
      sortModel: [{ colId: '_source.cve_emisora', sort: 'desc' }],
      filterModel: { '_source.serie': { filterType: 'text', type: 'equals', filter: 'B' } },
    });
    expect(received).toEqual({ rows: [{ a: 1 }], total: 41 });
    expect(outcomes).toEqual([{ kind: 'rows', total: 41 }]);
  });

  it('logs an error and gives the grid no rows', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = await run({ error: { status: 502, messages: ['upstream down'] } });
    expect(failed.received).toEqual({ rows: [], total: 0 });
    expect(failed.outcomes).toEqual([{ kind: 'error', messages: ['upstream down'] }]);
    const malformed = await run({ data: null });
    expect(malformed.outcomes).toEqual([{ kind: 'error', messages: ['data structure error'] }]);
    const thrown = await run(new Error('boom'));
    expect(thrown.received).toEqual({ rows: [], total: 0 });
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('viewReporter', () => {
  const sortModel = [{ colId: '_source.fecha_recepcion', sort: 'asc' as const }];
  const filterModel = {
    '_source.descripccion_documento': {
      filterType: 'text' as const,
      type: 'contains' as const,
      filter: 'anual',
    },
  };
  const request = (page: number, sort = sortModel, filter = {}) => ({
    startRow: page * 20,
    endRow: (page + 1) * 20,
    sortModel: sort,
    filterModel: filter,
  });

  function follow(initial: Parameters<typeof viewReporter>[0]) {
    const reporter = viewReporter(initial);
    const views: unknown[] = [];
    reporter.subscribe((v) => views.push(v));
    return { reporter, views };
  }

  it('reports each new view the grid asks for, once', () => {
    const { reporter, views } = follow({ page: 0, sortModel: [], filterModel: {} });
    reporter.onRequest(request(0, []));
    expect(views).toEqual([]);
    reporter.onRequest(request(0));
    reporter.onRequest(request(1));
    reporter.onRequest(request(1));
    reporter.onRequest(request(0, sortModel, filterModel));
    expect(views).toEqual([
      { page: 0, sortModel, filterModel: {} },
      { page: 1, sortModel, filterModel: {} },
      { page: 0, sortModel, filterModel },
    ]);
  });

  it('waits for the page of the URL, then goes there without reporting it', () => {
    const { reporter, views } = follow({ page: 2, sortModel, filterModel: {} });
    reporter.onRequest(request(0));
    expect(reporter.pendingPage()).toBe(2);
    expect(reporter.reachPendingPage(5)).toBe(2);
    expect(reporter.pendingPage()).toBe(0);
    reporter.onRequest(request(2));
    expect(views).toEqual([]);
    reporter.onRequest(request(3));
    expect(views).toEqual([{ page: 3, sortModel, filterModel: {} }]);
  });

  it('reports the page shown when the URL asks for a page the grid does not have', () => {
    const { reporter, views } = follow({ page: 9, sortModel: [], filterModel: {} });
    reporter.onRequest(request(0, []));
    expect(views).toEqual([]);
    expect(reporter.reachPendingPage(2)).toBeNull();
    expect(views).toEqual([{ page: 0, sortModel: [], filterModel: {} }]);
  });

  it('tells the view shown (the last page asked for), the URL view before any', () => {
    const reporter = viewReporter({ page: 0, sortModel, filterModel: {} });
    expect(reporter.shown()).toEqual({ page: 0, sortModel, filterModel: {} });
    reporter.onRequest(request(3, []));
    expect(reporter.shown()).toEqual({ page: 3, sortModel: [], filterModel: {} });
  });

  it('stops reporting once unsubscribed', () => {
    const reporter = viewReporter({ page: 0, sortModel: [], filterModel: {} });
    const views: unknown[] = [];
    const unsubscribe = reporter.subscribe((v) => views.push(v));
    reporter.onRequest(request(1, []));
    unsubscribe();
    reporter.onRequest(request(2, []));
    expect(views).toEqual([{ page: 1, sortModel: [], filterModel: {} }]);
  });
});

describe('gridDatasource onRequest', () => {
  it('hands each request to onRequest before fetching it', async () => {
    const seen: unknown[] = [];
    const source = gridDatasource(
      () => Promise.resolve({ data: { rows: [], total: 0 } }),
      () => undefined,
      (r) => seen.push(r),
    );
    await new Promise<void>((done) => {
      const params = rowsParams();
      params.successCallback = () => {
        done();
      };
      source.getRows(params);
    });
    expect(seen).toEqual([
      {
        startRow: 20,
        endRow: 40,
        sortModel: [{ colId: '_source.cve_emisora', sort: 'desc' }],
        filterModel: { '_source.serie': { filterType: 'text', type: 'equals', filter: 'B' } },
      },
    ]);
  });
});

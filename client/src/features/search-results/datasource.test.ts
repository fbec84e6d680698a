import type { IGetRowsParams } from 'ag-grid-community';
import { gridDatasource, type PageAnswer, type PageOutcome } from './datasource.js';

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

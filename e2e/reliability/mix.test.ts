import { errorCodeOf, errorCodesOf, type MixStatuses } from './mix.js';

describe('load report: why answers were not 2xx', () => {
  it.each([
    [
      503,
      '{"error":"overloaded","message":"the server is overloaded, retry later"}',
      '503 overloaded',
    ],
    [503, '{"error":"upstream_circuit_open","message":"x"}', '503 upstream_circuit_open'],
    [504, '{"error":"upstream_timeout"}', '504 upstream_timeout'],
    [502, '{not json', '502 not JSON'],
    [500, '<html>', '500'],
    [429, undefined, '429'],
  ])('reads %i %s as %s', (status, body, expected) => {
    expect(errorCodeOf(status, body)).toBe(expected);
  });

  it('adds the codes of every kind', () => {
    const stats: MixStatuses = {
      'panel search': {
        sent: 5,
        statuses: {},
        errorCodes: { '503 overloaded': 2 },
        latenciesMs: [],
      },
      'term page es': {
        sent: 3,
        statuses: {},
        errorCodes: { '503 overloaded': 1, '504 upstream_timeout': 1 },
        latenciesMs: [],
      },
    };
    expect(errorCodesOf(stats)).toEqual({ '503 overloaded': 3, '504 upstream_timeout': 1 });
  });
});

import type { AutocannonRequest } from 'autocannon';
import {
  errorCodeOf,
  errorCodesOf,
  everyTermRequest,
  visitorMix,
  type MixKind,
  type MixStatuses,
} from './mix.js';

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

describe('every term once, before the repeated runs', () => {
  const titles = { es: ['Acción', 'Bono_cupón cero', 'Ñame'], en: ['Share', 'Zero bond'] };
  const key = (r: AutocannonRequest) => `${r.method ?? 'GET'} ${r.path} ${r.body ?? ''}`;

  it('names each title once per request kind: term pages in both languages, content calls', () => {
    const requests = everyTermRequest('t', titles);
    expect(requests).toHaveLength(titles.es.length * 2 + titles.en.length);
    expect(new Set(requests.map(key)).size).toBe(requests.length);
  });

  it('holds every term request the mix can draw, in the same shape', () => {
    const primed = new Set(everyTermRequest('t', titles).map(key));
    const [template] = visitorMix('t', titles, {});
    const setup = template?.setupRequest;
    if (!setup) throw new Error('the mix has no setupRequest');
    const termKinds: MixKind[] = ['term page es', 'term page en', 'content: term'];
    const drawn = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const context: Record<string, unknown> = {};
      const request = setup({ method: 'GET', path: '/' }, context);
      if (termKinds.includes(context.kind as MixKind)) drawn.add(key(request));
    }
    // Every title of every kind was drawn at least once in 3,000 draws (30 % of them name a term).
    expect(drawn).toEqual(primed);
  });
});

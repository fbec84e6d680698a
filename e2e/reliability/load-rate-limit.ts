/** The rate-limit run of `npm run test:load` (load.ts): a second proxy with a low limit under load. */
import autocannon from 'autocannon';
import { NO_LIMITS, startProxy, type ServiceProcess } from '../system.js';
import { siteToken } from './harness.js';
import { TIMEOUT_S } from './load-stage.js';
import { panelSearchRequest } from './mix.js';

/** The rate limit of the second proxy, which shows the limiter under load. */
export const LOW_RATE_LIMIT = 50;

/** A proxy with a low rate limit under 50 connections of API calls: 429 JSON with Retry-After. */
export async function rateLimitRun(upstream: ServiceProcess, durationS: number) {
  const proxy = await startProxy(upstream.url, {
    ...NO_LIMITS,
    RATE_LIMIT_MAX: String(LOW_RATE_LIMIT),
    RATE_LIMIT_WINDOW_S: '60',
  });
  try {
    const token = await siteToken(proxy.url);
    let limited = 0;
    let withRetryAfter = 0;
    let withJson = 0;
    let shed = 0;
    const result = await autocannon({
      url: proxy.url,
      connections: 50,
      duration: durationS,
      timeout: TIMEOUT_S,
      requests: [
        panelSearchRequest(token, {
          onResponse: (status, body, _context, headers) => {
            // Load shedding (designed) may answer first on a busy machine: counted apart.
            if (status === 503 && body.includes('"overloaded"')) shed++;
            if (status !== 429) return;
            limited++;
            if (/^\d+$/.test(headers['retry-after'] ?? '')) withRetryAfter++;
            try {
              if ((JSON.parse(body) as { error?: string }).error === 'rate_limited') withJson++;
            } catch {
              // not JSON: counted as missing below
            }
          },
        }),
      ],
    });
    const statuses: Record<string, number> = {};
    for (const [status, stat] of Object.entries(result.statusCodeStats))
      statuses[status] = stat?.count ?? 0;
    const failures: string[] = [];
    // The first call above took one slot of the window.
    if ((statuses['200'] ?? 0) > LOW_RATE_LIMIT)
      failures.push(`rate limit: ${statuses['200']} answers 200 over a limit of ${LOW_RATE_LIMIT}`);
    if (limited === 0) failures.push('rate limit: no 429 answer');
    if (withRetryAfter !== limited)
      failures.push(`rate limit: ${limited - withRetryAfter} 429s without Retry-After`);
    if (withJson !== limited)
      failures.push(`rate limit: ${limited - withJson} 429s without the JSON error`);
    const other = Object.entries(statuses).filter(
      ([s, n]) => s !== '200' && s !== '429' && !(s === '503' && n === shed),
    );
    if (other.length > 0)
      failures.push(`rate limit: other answers ${JSON.stringify(Object.fromEntries(other))}`);
    if (result.errors > 0 || result.timeouts > 0)
      failures.push(`rate limit: ${result.errors} errors, ${result.timeouts} timeouts`);
    console.log(
      `rate limit     50 conn  ${Math.round(result.requests.average)} req/s  limit ${LOW_RATE_LIMIT}/60 s  ` +
        `statuses ${JSON.stringify(statuses)}  429 with Retry-After ${withRetryAfter}/${limited}, ` +
        `with JSON error ${withJson}/${limited}; load-shedding 503: ${shed}`,
    );
    return { statuses, limited, withRetryAfter, withJson, shed, failures };
  } finally {
    await proxy.stop();
  }
}

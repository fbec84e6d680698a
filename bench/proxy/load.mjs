// The load generators of the proxy benchmark (bench/proxy.bench.mjs): autocannon at full speed or
// at its overallRate, and the benchmark's own evenly paced client, all sending the same search.
import autocannon from 'autocannon';
import { Pool } from 'undici';

/** The request measured: one `busquedaPanel` search for `amx`. */
export const SEARCH = {
  lang: 'es',
  payload: { term: 'amx', term2: '', termT: 'amx', searchType: 'busquedaPanel' },
};
export const SEARCH_BODY = JSON.stringify(SEARCH);

/**
 * One autocannon run. Latencies are collected here from every 2xx response, at microsecond
 * resolution (autocannon's own histogram keeps whole milliseconds).
 */
export async function load(target, { duration, connections, overallRate, paced }) {
  if (paced) return pacedLoad(target, { duration, rate: paced });
  const times = [];
  const instance = autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: SEARCH_BODY,
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  return {
    times,
    reqPerS: times.length / duration,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Requests sent at an even pace, `rate` a second (each one when its turn comes, however the
 * earlier ones are doing), over a pool of up to 64 connections; latencies of 2xx answers. What
 * "at a fixed rate" means for latency: autocannon's `overallRate` instead lets each connection
 * send its share of every second back to back, then wait for the next second, so its latencies
 * are those of bursts of `connections` requests in flight.
 */
async function pacedLoad(target, { duration, rate }) {
  const url = new URL(target.url);
  const pool = new Pool(url.origin, { connections: 64, pipelining: 1 });
  const headers = { 'content-type': 'application/json', ...target.headers };
  const times = [];
  let non2xx = 0;
  let errors = 0;
  const total = Math.round(rate * duration);
  const inFlight = new Set();
  const send = () => {
    const started = performance.now();
    const call = pool
      .request({ method: 'POST', path: url.pathname, headers, body: SEARCH_BODY })
      .then(async (res) => {
        await res.body.text();
        if (res.statusCode >= 200 && res.statusCode < 300) times.push(performance.now() - started);
        else non2xx++;
      })
      .catch(() => {
        errors++;
      })
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  };
  const start = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (sent < due) {
        sent++;
        send();
      }
      if (sent < total) setTimeout(tick, 0);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  return { times, reqPerS: times.length / elapsed, non2xx, errors, timeouts: 0 };
}

/**
 * Prometheus metrics, in a registry per proxy instance (tests build many), served on the operators'
 * listener, and on the public port only behind `METRICS_TOKEN` (decision 012).
 */
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sameSecret } from '#shared/signed-token.server.js';
import { SHIFT_VITAL, type PageType, type VitalName } from '#shared/vitals.js';
import { readinessMissing } from '../routes/health.js';
import { PublicError } from './public-error.js';

export interface ProxyMetrics {
  registry: Registry;
  /** The forwarder's `onUpstream` callback. */
  upstream: (service: string, outcome: string, durationMs: number) => void;
  /** The token cache's `onFetch` callback. */
  tokenFetch: (outcome: 'ok' | 'error') => void;
  /** The forwarder's `onConnect` callback: a new TCP connection to an upstream origin. */
  upstreamConnection: (origin: string) => void;
  /** Called by the rate limiter for each refused request. */
  rateLimited: () => void;
  /** Called by the connection cap for each connection it refuses (429 before any request). */
  connectionRefused: () => void;
  /** The forwarder's `onCircuit` callback: a service's breaker opened (true) or closed. */
  circuit: (service: string, open: boolean) => void;
  /** Called by the load shedding for each request it refuses. */
  shed: () => void;
  /** One value of a visitor's beacon (decision 114): milliseconds, or a score for CLS. */
  vital: (page: PageType, name: VitalName, value: number) => void;
  /** The forwarder's `onStale` callback: a stale content answer served instead of a failure. */
  staleContent: (source: 'memory' | 'disk') => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ProxyMetrics;
  }
}

const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/**
 * Visitors' LCP, INP and TTFB: bounds at the "good" and "poor" thresholds of each (INP 0.2 and
 * 0.5 s, TTFB 0.8 and 1.8 s, LCP 2.5 and 4 s), so the share of good views is one bucket's count.
 */
const VITALS_BUCKETS_S = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2, 1.8, 2.5, 4, 6, 10, 20];
/** Visitors' CLS: bounds at its "good" (0.1) and "poor" (0.25) thresholds. */
const SHIFT_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

export default fp(async (app) => {
  const registry = new Registry();
  const requests = new Counter({
    name: 'proxy_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: 'proxy_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const upstreamDuration = new Histogram({
    name: 'proxy_upstream_request_duration_seconds',
    help: 'Latency of forwarded calls to the upstream services, by service and outcome',
    labelNames: ['service', 'outcome'] as const,
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const upstreamConnections = new Counter({
    name: 'proxy_upstream_connections_opened_total',
    help: 'TCP connections opened to the upstream services, by origin (keep-alive reuse: compare with the upstream requests)',
    labelNames: ['origin'] as const,
    registers: [registry],
  });
  const tokenFetches = new Counter({
    name: 'proxy_upstream_token_fetches_total',
    help: 'Requests to the upstream token service, by outcome (ok or error)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'proxy_rate_limited_requests_total',
    help: 'Requests refused with 429 by the per-IP rate limit',
    registers: [registry],
  });
  const refusedConnections = new Counter({
    name: 'proxy_refused_connections_total',
    help: 'Connections refused with 429 by the per-address connection cap, before any request',
    registers: [registry],
  });
  const circuitOpen = new Gauge({
    name: 'proxy_upstream_circuit_open',
    help: "1 while a service's circuit breaker refuses calls (open, or its one trial under way), else 0",
    labelNames: ['service'] as const,
    registers: [registry],
  });
  const shed = new Counter({
    name: 'proxy_shed_requests_total',
    help: 'Requests refused with 503 by the load shedding while the event loop lagged',
    registers: [registry],
  });
  const webVitals = new Histogram({
    name: 'proxy_web_vitals_seconds',
    help: "Visitors' LCP, INP and TTFB as their browsers report them, by page type and metric",
    labelNames: ['page', 'metric'] as const,
    buckets: VITALS_BUCKETS_S,
    registers: [registry],
  });
  const layoutShift = new Histogram({
    name: 'proxy_web_vitals_cls',
    help: "Visitors' Cumulative Layout Shift (a score) as their browsers report it, by page type",
    labelNames: ['page'] as const,
    buckets: SHIFT_BUCKETS,
    registers: [registry],
  });
  const staleContent = new Counter({
    name: 'proxy_content_stale_answers_total',
    help: 'Content answers served stale while the content service failed, by where they came from (memory or disk)',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'proxy_ready',
    help: 'Readiness as /readyz answers it: 1 when ready, 0 when a check fails',
    registers: [registry],
    collect() {
      // Read at each scrape; the services it reads are registered after this plugin.
      const ready = app.hasDecorator('upstreamTokens') && readinessMissing(app).length === 0;
      this.set(ready ? 1 : 0);
    },
  });
  // Both outcomes exist from the start, so a failure rate can be computed before the first one.
  tokenFetches.inc({ outcome: 'ok' }, 0);
  tokenFetches.inc({ outcome: 'error' }, 0);
  // Every service's breaker from the start: closed.
  for (const service of ['content', 'search']) circuitOpen.set({ service }, 0);
  for (const source of ['memory', 'disk']) staleContent.inc({ source }, 0);

  app.decorate<ProxyMetrics>('metrics', {
    registry,
    upstream: (service, outcome, durationMs) => {
      upstreamDuration.observe({ service, outcome }, durationMs / 1000);
    },
    upstreamConnection: (origin) => {
      upstreamConnections.inc({ origin });
    },
    tokenFetch: (outcome) => {
      tokenFetches.inc({ outcome });
    },
    rateLimited: () => {
      rateLimited.inc();
    },
    connectionRefused: () => {
      refusedConnections.inc();
    },
    circuit: (service, open) => {
      circuitOpen.set({ service }, open ? 1 : 0);
    },
    shed: () => {
      shed.inc();
    },
    vital: (page, name, value) => {
      if (name === SHIFT_VITAL) layoutShift.observe({ page }, value);
      else webVitals.observe({ page, metric: name }, value / 1000);
    },
    staleContent: (source) => {
      staleContent.inc({ source });
    },
  });

  // A callback hook: no promise on every answer.
  app.addHook('onResponse', (req, reply, done) => {
    // The route pattern, never the raw URL: the label set stays small whatever clients send.
    const labels = {
      route: req.routeOptions.url ?? 'unmatched',
      method: req.method,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    requestDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  // On the public port only behind a token; the operators' listener (operators.ts) serves it
  // to whoever reaches METRICS_HOST:METRICS_PORT.
  const metricsToken = app.config.env.METRICS_TOKEN;
  if (!metricsToken) return;
  app.get('/metrics', async (req, reply) => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, metricsToken)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      void reply.header('cache-control', 'no-store');
      throw new PublicError(401, 'unauthorized', 'the metrics token is missing or wrong');
    }
    return sendMetrics(registry, reply);
  });
});

/** The registry's exposition text, never cached. */
export async function sendMetrics(registry: Registry, reply: FastifyReply): Promise<FastifyReply> {
  return reply
    .header('content-type', registry.contentType)
    .header('cache-control', 'no-store')
    .send(await registry.metrics());
}

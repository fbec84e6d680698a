/**
 * `npm run test:traces` (decision 116): the built upstream and proxy, started with tracing on
 * through the standard variables only (`OTEL_TRACES_EXPORTER=otlp`, OTLP over HTTP as JSON to a
 * collector this test runs on 127.0.0.1, which keeps the spans in memory). One page request is
 * one trace across both services: the proxy's request, its render, the undici call carrying the
 * W3C `traceparent`, and the upstream's request; every log line of the request, in both
 * processes, names the trace and the request. Without the variables, no line names a trace.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProxy, startUpstream, type ServiceProcess } from '../system.js';

/** A span as OTLP/JSON carries it, with its service's name. */
interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's numbers: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan extends Omit<CollectedSpan, 'service' | 'attributes'> {
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: OtlpValue }[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
}

const valueOf = (v: OtlpValue) => v.stringValue ?? String(v.intValue ?? '');

const spans: CollectedSpan[] = [];
let collector: Server;
let collectorUrl: string;

beforeAll(async () => {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resource of body.resourceSpans ?? []) {
        const service = valueOf(
          resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value ?? {},
        );
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              service,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map((a) => [a.key, valueOf(a.value)]),
              ),
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${String((collector.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => collector.close(resolve));
});

/** The standard variables that turn tracing on, exporting to the test's collector. */
const tracingOn = () => ({
  OTEL_TRACES_EXPORTER: 'otlp',
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collectorUrl}/v1/traces`,
  OTEL_BSP_SCHEDULE_DELAY: '100',
  LOG_LEVEL: 'info',
});

/** The JSON log lines a service wrote. */
const logLines = (service: ServiceProcess) =>
  service.logs
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const PAGE = '/es/bmv/glosario/Acci%C3%B3n';
/** Another term: its content is not in the proxy's micro-cache yet, so the upstream is asked. */
const OTHER_PAGE = '/es/bmv/glosario/Casa_de_bolsa';

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not seen in 15 s: ${what}`);
}

describe('with the OTEL_* variables', () => {
  let upstream: ServiceProcess;
  let proxy: ServiceProcess;

  beforeAll(async () => {
    upstream = await startUpstream({ ...tracingOn(), DOCUMENT_COUNT: '200' });
    proxy = await startProxy(upstream.url, tracingOn());
  });
  afterAll(async () => {
    await proxy.stop();
    await upstream.stop();
  });

  it('one page request is one trace from the proxy through its render to the upstream', async () => {
    const res = await fetch(`${proxy.url}${PAGE}`);
    expect(res.status).toBe(200);

    const page = await waitFor(
      () => spans.find((s) => s.service === 'bolsa-proxy' && s.attributes['url.path'] === PAGE),
      "the proxy's span of the page request",
    );
    const inTrace = () => spans.filter((s) => s.traceId === page.traceId);
    // The upstream's request span is exported by the other process, on its own schedule.
    const served = await waitFor(
      () =>
        inTrace().find(
          (s) =>
            s.service === 'bolsa-upstream' &&
            s.kind === 2 &&
            (s.attributes['url.path'] ?? s.attributes['http.target'] ?? '').startsWith(
              '/api/contentservice/v1',
            ),
        ),
      "the upstream's span of the content call, in the page's trace",
    );
    // The proxy's HTTP server span ends last (after the answer is sent): exported last.
    await waitFor(
      () => inTrace().find((s) => s.service === 'bolsa-proxy' && s.kind === 2 && !s.parentSpanId),
      "the proxy's server span of the page request",
    );
    const byId = new Map(inTrace().map((s) => [s.spanId, s]));
    // The upstream's request continues the proxy's undici call (the traceparent crossed the wire)...
    const call = byId.get(served.parentSpanId ?? '');
    expect(call?.service).toBe('bolsa-proxy');
    expect(call?.kind).toBe(3);
    expect(call?.attributes['url.full']).toContain('/api/contentservice/v1');
    // ...which the page's render made, within the proxy's request.
    const ancestors: string[] = [];
    for (let s = call; s; s = byId.get(s.parentSpanId ?? '')) ancestors.push(s.name);
    expect(ancestors).toContain('render page');
    expect(byId.get(page.spanId)).toBeDefined();
    let root = call;
    while (root?.parentSpanId && byId.has(root.parentSpanId)) root = byId.get(root.parentSpanId);
    expect(root?.service).toBe('bolsa-proxy');
    expect(root?.kind).toBe(2);
  });

  it('names the trace and the request in every line of the request, in both services', async () => {
    const res = await fetch(`${proxy.url}${OTHER_PAGE}`);
    expect(res.status).toBe(200);
    const incoming = await waitFor(
      () =>
        logLines(proxy).find((l) => (l.req as { url?: string } | undefined)?.url === OTHER_PAGE),
      "the proxy's line of the request",
    );
    const { reqId, trace_id: traceId } = incoming;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    // The incoming request, its completion, and whatever the request logged between them.
    const proxyLines = await waitFor(() => {
      const lines = logLines(proxy).filter((l) => l.reqId === reqId || l.trace_id === traceId);
      return lines.some((l) => l.msg === 'request completed') ? lines : undefined;
    }, "the proxy's line of the request's completion");
    for (const line of proxyLines) expect([line.reqId, line.trace_id]).toEqual([reqId, traceId]);
    const upstreamLines = await waitFor(() => {
      const lines = logLines(upstream).filter((l) => l.trace_id === traceId);
      return lines.length >= 2 ? lines : undefined;
    }, "the upstream's lines of the content call");
    for (const line of upstreamLines) expect(line.reqId).toEqual(expect.any(String));
  });
});

describe('without them', () => {
  it('starts no tracing: no log line names a trace', async () => {
    const upstream = await startUpstream({ DOCUMENT_COUNT: '200', LOG_LEVEL: 'info' });
    const proxy = await startProxy(upstream.url, { LOG_LEVEL: 'info' });
    try {
      expect((await fetch(`${proxy.url}${PAGE}`)).status).toBe(200);
      const lines = [...logLines(proxy), ...logLines(upstream)];
      expect(lines.some((l) => l.reqId !== undefined)).toBe(true);
      expect(lines.filter((l) => 'trace_id' in l)).toEqual([]);
    } finally {
      await proxy.stop();
      await upstream.stop();
    }
  });
});

/**
 * OpenTelemetry traces for both services (decision 116): off unless the standard
 * `OTEL_TRACES_EXPORTER` names an exporter (`otlp`, `console`), then configured by the other
 * standard `OTEL_*` variables (`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_SERVICE_NAME`,
 * `OTEL_TRACES_SAMPLER`...), as the Node SDK reads them. Spans: each incoming request (Node's
 * HTTP server, then Fastify's lifecycle by `@fastify/otel`), each undici call with the W3C
 * `traceparent` it carries, and the page render (`proxy/src/pages/render.ts`). Off, nothing is
 * loaded and nothing is added to a request's path but the render's no-op span.
 */
import { isSpanContextValid, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import type { tracing } from '@opentelemetry/sdk-node';

/** Whether the environment asks for traces: an exporter named, and the SDK not disabled. */
export function tracingRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return exporters.length > 0 && !exporters.includes('none');
}

/** Probes and scrapes: not visits, never traced. */
const IGNORED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The request id of each trace under way, for log lines written outside the request's logger. */
const requestIds = new Map<string, string>();

/**
 * Log fields for the line being written (pino's `mixin`): the active trace and span, and the id of
 * the request that started the trace, so every line of a request can be found by either id.
 */
export function traceLogFields(): Record<string, string> {
  const span = trace.getActiveSpan()?.spanContext();
  if (!span || !isSpanContextValid(span)) return {};
  const reqId = requestIds.get(span.traceId);
  return {
    trace_id: span.traceId,
    span_id: span.spanId,
    ...(reqId === undefined ? {} : { reqId }),
  };
}

export interface Tracing {
  /** Flushes the spans still buffered and stops the SDK. */
  shutdown: () => Promise<void>;
}

export interface TracingOptions {
  /** Where spans go instead of the exporter the environment names (tests: in memory). */
  spanProcessors?: tracing.SpanProcessor[];
}

/**
 * Starts the Node SDK for `serviceName` (unless `OTEL_SERVICE_NAME` names it) when traces are
 * requested or `options` hand span processors; otherwise returns null and loads nothing. Call it
 * before the service's modules that load Node's `http` are imported (`server.ts` imports them
 * after it): the HTTP instrumentation patches it as it loads.
 */
export async function startTracing(
  serviceName: string,
  options: TracingOptions = {},
): Promise<Tracing | null> {
  if (!options.spanProcessors && !tracingRequested()) return null;
  const [
    { NodeSDK, resources },
    { HttpInstrumentation },
    { UndiciInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
  ]);
  const sdk = new NodeSDK({
    resource: resources.resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME ?? serviceName,
    }),
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    instrumentations: [
      // The incoming request's span starts with the request, before Fastify logs it.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => IGNORED_PATHS.has(request.url ?? ''),
        // Outgoing calls are undici's (the proxy's pools and fetch): Node's http client is unused.
        disableOutgoingRequestInstrumentation: true,
      }),
      new UndiciInstrumentation(),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route) => IGNORED_PATHS.has(route.url),
        requestHook: (span, request) => {
          const traceId = span.spanContext().traceId;
          requestIds.set(traceId, request.id);
          request.raw.once('close', () => {
            if (requestIds.get(traceId) === request.id) requestIds.delete(traceId);
          });
        },
      }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

/**
 * Runs `work` in a span named `name`, a child of the active one, ended when the work settles and
 * marked as an error when it throws. With tracing off the API's span does nothing.
 */
export function inSpan<T>(
  tracerName: string,
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  return trace.getTracer(tracerName).startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      if (error instanceof Error) span.recordException(error);
      throw error;
    } finally {
      span.end();
    }
  });
}

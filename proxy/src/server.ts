/** The only file that listens: loads configuration, starts the proxy, closes it gracefully. */
import { loadProxyConfig } from './config.js';
import { listenUntilSignal } from '#shared/serve.server.js';
import { startTracing, traceLogFields } from '#shared/tracing.server.js';

await listenUntilSignal('proxy', async () => {
  const config = loadProxyConfig();
  // Tracing (when on) starts before the modules that load Node's http and Fastify, which its
  // instrumentations patch as they load.
  const tracing = await startTracing('bolsa-proxy');
  const [{ buildProxy }, { buildOperators }] = await Promise.all([
    import('./app.js'),
    import('./operators.js'),
  ]);
  const app = await buildProxy({
    config,
    // buildProxy adds the redaction of credentials (REDACTED_LOG_PATHS).
    logger: { level: config.env.LOG_LEVEL, ...(tracing ? { mixin: traceLogFields } : {}) },
  });
  const operators = await buildOperators(app);
  // Readiness reads the token cache's state: ask for the first token now, not at the first visit.
  app.upstreamTokens.get().catch(() => undefined);
  return {
    app,
    host: config.env.HOST,
    port: config.env.PORT,
    others: [{ app: operators, host: config.env.METRICS_HOST, port: config.env.METRICS_PORT }],
    ...(tracing ? { afterClose: tracing.shutdown } : {}),
  };
});

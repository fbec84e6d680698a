/** The only file that listens: loads configuration, starts the reference upstream. */
import { loadUpstreamConfig } from './config.js';
import { listenUntilSignal } from '#shared/serve.server.js';
import { startTracing, traceLogFields } from '#shared/tracing.server.js';

await listenUntilSignal('upstream', async () => {
  const config = loadUpstreamConfig();
  // Tracing (when on) starts before the modules that load Node's http and Fastify, which its
  // instrumentations patch as they load.
  const tracing = await startTracing('bolsa-upstream');
  const { buildUpstream } = await import('./app.js');
  const app = await buildUpstream({
    config,
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization'], censor: '[redacted]' },
      ...(tracing ? { mixin: traceLogFields } : {}),
    },
  });
  return {
    app,
    host: config.HOST,
    port: config.UPSTREAM_PORT,
    ...(tracing ? { afterClose: tracing.shutdown } : {}),
  };
});

/** The only file that listens: loads configuration, starts the reference upstream. */
import { buildUpstream } from './app.js';
import { loadUpstreamConfig } from './config.js';
import { listenUntilSignal } from '#shared/serve.server.js';

await listenUntilSignal('upstream', async () => {
  const config = loadUpstreamConfig();
  const app = await buildUpstream({
    config,
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization'], censor: '[redacted]' },
    },
  });
  return { app, host: config.HOST, port: config.UPSTREAM_PORT };
});

/** The only file that listens: loads configuration, starts the proxy, closes it gracefully. */
import { buildProxy, REDACTED_LOG_PATHS } from './app.js';
import { loadProxyConfig } from './config.js';
import { listenUntilSignal } from '../../shared/serve.server.js';

await listenUntilSignal('proxy', async () => {
  const config = loadProxyConfig();
  const app = await buildProxy({
    config,
    logger: {
      level: config.env.LOG_LEVEL,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    },
  });
  return { app, host: config.env.HOST, port: config.env.PORT };
});

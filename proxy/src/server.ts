/** The only file that listens: loads configuration, starts the proxy, closes it gracefully. */
import { buildProxy } from './app.js';
import { loadProxyConfig } from './config.js';
import { listenUntilSignal } from '../../shared/serve.server.js';

await listenUntilSignal('proxy', async () => {
  const config = loadProxyConfig();
  const app = await buildProxy({
    config,
    // buildProxy adds the redaction of credentials (REDACTED_LOG_PATHS).
    logger: { level: config.env.LOG_LEVEL },
  });
  return { app, host: config.env.HOST, port: config.env.PORT };
});

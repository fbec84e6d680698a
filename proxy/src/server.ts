/** The only file that listens: loads configuration, starts the proxy, closes it gracefully. */
import { buildProxy } from './app.js';
import { loadProxyConfig } from './config.js';
import { buildOperators } from './operators.js';
import { listenUntilSignal } from '#shared/serve.server.js';

await listenUntilSignal('proxy', async () => {
  const config = loadProxyConfig();
  const app = await buildProxy({
    config,
    // buildProxy adds the redaction of credentials (REDACTED_LOG_PATHS).
    logger: { level: config.env.LOG_LEVEL },
  });
  const operators = await buildOperators(app);
  // Readiness reads the token cache's state: ask for the first token now, not at the first visit.
  app.upstreamTokens.get().catch(() => undefined);
  return {
    app,
    host: config.env.HOST,
    port: config.env.PORT,
    others: [{ app: operators, host: config.env.METRICS_HOST, port: config.env.METRICS_PORT }],
  };
});

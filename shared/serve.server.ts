/**
 * Server-only start-up of the proxy and the reference upstream, closing gracefully on a signal. It
 * knows servers only by the methods it calls, so `shared/` stays free of Fastify.
 */
import { ConfigError } from './config.js';

export interface Listenable {
  listen(options: { host: string; port: number }): Promise<string>;
  close(): Promise<unknown>;
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** The underlying Node server (Fastify's `server`), whose connections `drain` closes. */
  server?: { closeIdleConnections?(): void; closeAllConnections?(): void };
}

export interface Started {
  app: Listenable;
  host: string;
  port: number;
  /** Further listeners of the same process (the proxy's operators' listener), closed with it. */
  others?: { app: Listenable; host: string; port: number }[];
  /** Runs once every listener has closed, before the process exits (the traces' last flush). */
  afterClose?: () => Promise<void>;
}

/** Time allowed to in-flight requests after SIGTERM before the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** How often keep-alive connections that fell idle are closed while the server drains. */
export const DRAIN_IDLE_CHECK_MS = 100;
/** Time before the deadline when connections still open are cut, so that the close completes. */
export const DRAIN_CUT_MARGIN_MS = 3_000;

/**
 * Closes `app`, and each keep-alive connection as soon as it falls idle: Fastify closes only those
 * idle at the start, and busy ones would outlive the deadline. After `cutAfterMs` the rest is cut.
 */
export async function drain(app: Listenable, cutAfterMs = Infinity): Promise<void> {
  const reap = setInterval(() => {
    app.server?.closeIdleConnections?.();
  }, DRAIN_IDLE_CHECK_MS);
  reap.unref();
  const cut = Number.isFinite(cutAfterMs)
    ? setTimeout(() => app.server?.closeAllConnections?.(), cutAfterMs)
    : undefined;
  cut?.unref();
  try {
    await app.close();
  } finally {
    clearInterval(reap);
    clearTimeout(cut);
  }
}

export async function listenUntilSignal(
  name: string,
  start: () => Promise<Started>,
): Promise<void> {
  let started: Started;
  try {
    started = await start();
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : `${name} failed to start`;
    console.error(`[${name}] ${message}`);
    if (!(error instanceof ConfigError)) console.error(error);
    process.exit(1);
  }
  const { app, host, port, others = [], afterClose } = started;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, `${name} closing`);
    const timer = setTimeout(() => {
      app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, `${name} forced exit after deadline`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    timer.unref();
    const cutAfterMs = SHUTDOWN_DEADLINE_MS - DRAIN_CUT_MARGIN_MS;
    Promise.all([app, ...others.map((o) => o.app)].map((a) => drain(a, cutAfterMs)))
      .then(() => afterClose?.())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, `${name} close failed`);
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.once('SIGINT', () => {
    shutdown('SIGINT');
  });
  for (const listener of [{ app, host, port }, ...others]) {
    try {
      await listener.app.listen({ host: listener.host, port: listener.port });
    } catch (error) {
      app.log.error(
        { err: error },
        `${name} could not listen on ${listener.host}:${listener.port}`,
      );
      process.exit(1);
    }
  }
}

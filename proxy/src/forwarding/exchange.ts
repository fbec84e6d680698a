/**
 * One POST to an upstream service through undici's handler interface (decision 060), with a
 * deadline timer of its own, and the deadline the forwarder's waits share.
 */
import { errors, type Dispatcher } from 'undici';

export const DEADLINE = Symbol('deadline');

/** `promise`'s value, or DEADLINE when `ms` pass first (the promise goes on, unwatched). */
export async function beforeDeadline<T>(
  promise: Promise<T>,
  ms: number,
): Promise<T | typeof DEADLINE> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof DEADLINE>((resolve) => {
    timer = setTimeout(
      () => {
        resolve(DEADLINE);
      },
      Math.max(1, ms),
    );
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** An exchange's outcome: the answer, or why there is none ('timeout', or an error and code). */
export type Exchanged = { statusCode: number; bytes: Buffer } | { failure: string; code?: string };

function failed(error: unknown): { failure: string; code?: string } {
  const failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? { failure, code } : { failure };
}

/**
 * One POST through undici's handler interface (decision 060), with a deadline timer of its own:
 * undici's header timeouts tick every half second, too coarse for the spec's 5 s ± 0.3 s.
 */
export function exchange(
  pool: Dispatcher,
  request: { path: string; headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<Exchanged> {
  return new Promise((resolve) => {
    let statusCode = 0;
    const chunks: Buffer[] = [];
    let controller: Dispatcher.DispatchController | null = null;
    let done = false;
    // `finish` runs only from callbacks and the catch below, after `timer` is set.
    const finish = (result: Exchanged) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      finish({ failure: 'timeout' });
      controller?.abort(new errors.RequestAbortedError('upstream deadline'));
    }, request.timeoutMs);
    try {
      pool.dispatch(
        { method: 'POST', path: request.path, headers: request.headers, body: request.body },
        {
          onRequestStart(c) {
            controller = c;
            // The deadline passed while the call waited for a connection.
            if (done) c.abort(new errors.RequestAbortedError('upstream deadline'));
          },
          onResponseStart(_c, status) {
            statusCode = status;
          },
          onResponseData(_c, chunk) {
            chunks.push(chunk);
          },
          onResponseEnd() {
            // A copy: a chunk is a view of the socket's read buffer, which may be much larger.
            finish({ statusCode, bytes: Buffer.concat(chunks) });
          },
          onResponseError(_c, error) {
            const timedOut =
              error instanceof errors.HeadersTimeoutError ||
              error instanceof errors.BodyTimeoutError;
            finish(timedOut ? { failure: 'timeout' } : failed(error));
          },
        },
      );
    } catch (error) {
      finish(failed(error));
    }
  });
}

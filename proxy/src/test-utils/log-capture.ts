/** A logger's output kept in memory, for tests that read what a proxy logs. */
import { Writable } from 'node:stream';

/** A stream to give a test's logger, the lines written to it, and those lines as records. */
export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  /** Every line so far, parsed (the logger writes one JSON record a line). */
  const records = <T = Record<string, unknown>>() => lines.map((line) => JSON.parse(line) as T);
  return { stream, lines, records };
}

/**
 * An HTTP origin on 127.0.0.1 for the file pass-through tests (media, company documents): each test
 * file says how it answers, and it records what it was asked for.
 */
import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordingOrigin {
  url: string;
  /** Each request's method, path and headers, in order; a test may empty it. */
  asked: { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders }[];
  /** Closes the server and any connection still open (an answer a test left unfinished). */
  close(): Promise<void>;
}

export async function startRecordingOrigin(answer: RequestListener): Promise<RecordingOrigin> {
  const asked: RecordingOrigin['asked'] = [];
  const server = createServer((req, res) => {
    asked.push({ method: req.method, url: req.url, headers: req.headers });
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    asked,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

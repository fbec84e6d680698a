import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router 7 needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no fetch API; React Router's data routers build a Request per navigation and read only
// its URL, method and signal.
if (!('Request' in globalThis)) {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(
      input: string | URL | { url: string },
      init: { method?: string; signal?: AbortSignal } = {},
    ) {
      this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: TestRequest });
}

// DOMPurify loads lazily in the browser (ui/sanitize.ts); components under test render at once.
beforeAll(async () => {
  const { loadSanitizer } = await import('../ui/sanitize.js');
  await loadSanitizer();
});

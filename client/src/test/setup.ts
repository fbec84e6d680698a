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

// jsdom has no modal dialogs (server tests have no DOM at all): this stand-in only opens and closes
// the element. The top layer, the inert page, Esc as `cancel` and a focused dialog are e2e checks.
if (typeof HTMLDialogElement === 'function' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
}

// jsdom does not scroll: the root layout's `<ScrollRestoration>` scrolls on every navigation, which
// browser tests check. Tests that look at scrolling replace this.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// DOMPurify loads lazily in the browser (ui/sanitize.ts); components under test render at once.
beforeAll(async () => {
  const { loadSanitizer } = await import('../ui/sanitize.js');
  await loadSanitizer();
});

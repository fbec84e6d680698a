import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router 7 needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// DOMPurify loads lazily in the browser (ui/sanitize.ts); components under test render at once.
beforeAll(async () => {
  const { loadSanitizer } = await import('../ui/sanitize.js');
  await loadSanitizer();
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  base: '/',
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    // One stylesheet linked from the page: lazily loaded routes must not paint unstyled first.
    cssCodeSplit: false,
    // Read by bench/web.bench.mjs to measure each route's first-view JavaScript.
    manifest: true,
  },
  // Per-request CSP nonce placeholder, replaced by the proxy (STACK-NOTES: Vite 8 SSR).
  html: { cspNonce: '__CSP_NONCE__' },
});

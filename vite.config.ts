import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeChunks } from './scripts/localeChunks';
import { precompress } from './scripts/precompress';

const API = 'http://127.0.0.1:8080';

/**
 * The libraries the first screen needs, in one chunk of their own: a release that changes only the
 * app re-downloads only the app, and one file compresses better than the fifty or so small chunks
 * the automatic split makes of them (about 16 kB gzip less). Only modules in the entry's static
 * graph (`$initial`): a library part that only screens fetched on first use need (MUI inputs,
 * react-admin's lists and forms, charts, the rich text editor) stays in those screens' chunks
 * instead of weighing on everyone's start. Measured by `npm run bench:web -- --bundle-only`.
 */
const initialVendor = {
  name: 'vendor',
  test: /[\\/]node_modules[\\/]/,
  tags: ['$initial' as const],
};

export default defineConfig({
  plugins: [react(), localeChunks(), precompress()],
  resolve: {
    // The lockfile nests an older @tiptap/core under ra-input-rich-text than its own extensions
    // require (they import isValidCSSStyleValue); one shared copy keeps the editor consistent.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/uploads': { target: API, changeOrigin: true },
      '/app': { target: API, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything else is split automatically along the app's lazy import()s. (Turning off
        // includeDependenciesRecursively to isolate a library broke module order between chunks
        // at run time.)
        codeSplitting: { groups: [initialVendor] },
      },
    },
  },
});

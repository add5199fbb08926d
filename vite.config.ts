import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeChunks } from './scripts/localeChunks';
import { precompress } from './scripts/precompress';

const API = 'http://127.0.0.1:8080';

/** Libraries that change rarely, in chunks of their own so a release re-downloads only the app. */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
    priority: 10,
  },
  // Not MUI X (charts): screens that draw charts load it lazily, and it stays out of this chunk.
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/])/, priority: 10 },
  {
    name: 'react-admin',
    test: /[\\/]node_modules[\\/](react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-language-english|@tanstack|react-hook-form)[\\/]/,
    priority: 10,
  },
];

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
        // The rich text editor is not grouped: its lazy import() becomes a chunk of its own that
        // only forms with a rich text field download. (Turning off includeDependenciesRecursively
        // to isolate it broke module order between chunks at run time.)
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});

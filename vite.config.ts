import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://127.0.0.1:8080';

/** Libraries that change rarely, in chunks of their own so a release re-downloads only the app. */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  // Rich text editing is only loaded by forms that have a rich text field.
  {
    name: 'editor',
    test: /[\\/]node_modules[\\/](ra-input-rich-text|@tiptap|prosemirror-[^\\/]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
    priority: 20,
  },
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
    priority: 10,
  },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, priority: 10 },
  {
    name: 'react-admin',
    test: /[\\/]node_modules[\\/](react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-language-english|@tanstack|react-hook-form)[\\/]/,
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react()],
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
        // Without this a group drags in everything its modules import (lodash, clsx…), and the
        // lazy editor chunk would become part of the first load.
        codeSplitting: { groups: vendorGroups, includeDependenciesRecursively: false },
      },
    },
  },
});

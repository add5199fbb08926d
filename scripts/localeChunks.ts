/**
 * A Vite plugin that starts the download of the page language's texts together with the app's
 * own scripts. Each language is a chunk of its own, which main.tsx awaits before the first
 * render (src/providers/i18n/loadMessages.ts); without this the download would only begin once
 * every script of the entry had been fetched and run, one round trip later.
 *
 * index.html cannot name the chunk itself (the language is in the URL), so a small inline script
 * adds the modulepreload link: a `/bn…` path preloads Bangla, any other path but the root
 * English. At the root the language may still change by a redirect (cookie, browser language:
 * src/lib/locale/detectLocale.ts), so nothing is preloaded there and main.tsx's own import
 * fetches it. The chunks' paths are in the script's `data-locale-chunks`, which
 * bench/web/bundle.ts also reads.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE, locales } from '../src/lib/locale/locales';

// Runs as written in the browser: keep it small and old-fashioned.
const preload = `(function (chunks, fallback) {
  var first = location.pathname.split('/')[1];
  var locale = first !== fallback && chunks[first] ? first : location.pathname === '/' ? '' : fallback;
  if (!locale) return;
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = chunks[locale];
  document.head.appendChild(link);
})(JSON.parse(document.currentScript.dataset.localeChunks), ${JSON.stringify(DEFAULT_LOCALE)});`;

export function localeChunks(): Plugin {
  let base = '/';
  let i18nDir = '';
  return {
    name: 'academy:locale-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      i18nDir = join(config.root, 'i18n');
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks: Record<string, string> = {};
        for (const output of Object.values(ctx.bundle ?? {})) {
          if (output.type !== 'chunk' || !output.facadeModuleId) continue;
          const locale = locales.find((l) => output.facadeModuleId === join(i18nDir, `${l}.ts`));
          if (locale) chunks[locale] = `${base}${output.fileName}`;
        }
        const missing = locales.filter((l) => !chunks[l]);
        if (missing.length > 0) {
          throw new Error(`No chunk of its own for the i18n tree of ${missing.join(', ')}`);
        }
        return [
          {
            tag: 'script',
            attrs: { 'data-locale-chunks': JSON.stringify(chunks) },
            children: preload,
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

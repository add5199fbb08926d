/**
 * What the built app makes a browser download: the files `dist/index.html` asks for up front (the
 * entry module, its modulepreload links, stylesheets, and the page language's texts, which its
 * inline script preloads: scripts/localeChunks.ts) and every other script or stylesheet in
 * `dist/assets/` (chunks loaded later by `import()`), each raw, gzip (level 9) and brotli
 * (quality 11). The initial load is an English page's (the default language); `perLanguage` has
 * the total of a page in each language, which downloads its own texts instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEFAULT_LOCALE } from '../../src/lib/locale/locales';

export interface FileSize {
  /** Path as the browser asks for it, e.g. /assets/index-abc.js. */
  path: string;
  /** What index.html loads it as; 'language' for a language's texts; 'lazy' for other files. */
  role: 'document' | 'entry' | 'modulepreload' | 'stylesheet' | 'language' | 'lazy';
  raw: number;
  gzip: number;
  brotli: number;
}

export interface Totals {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleReport {
  distDir: string;
  /** index.html and what it makes the browser fetch before the app can start. */
  initial: FileSize[];
  initialTotal: Totals;
  /** The initial load of a page in each language (its texts instead of the default's). */
  perLanguage: Record<string, Totals>;
  /** Scripts and stylesheets not fetched at start, largest first. */
  lazy: FileSize[];
  lazyTotal: Totals;
}

function sizeOf(distDir: string, path: string, role: FileSize['role']): FileSize {
  const bytes = readFileSync(join(distDir, path.replace(/^\/+/, '')));
  return {
    path,
    role,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

const total = (files: FileSize[]): Totals => ({
  files: files.length,
  raw: files.reduce((sum, f) => sum + f.raw, 0),
  gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  brotli: files.reduce((sum, f) => sum + f.brotli, 0),
});

/** The value of one attribute in a tag's text, or undefined. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Same-origin paths index.html loads at start, in document order, by role. */
export function initialRequests(html: string): { path: string; role: FileSize['role'] }[] {
  const found: { path: string; role: FileSize['role'] }[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const url = isScript ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!url || /^[a-z]+:|^\/\//i.test(url)) continue;
    const role: FileSize['role'] | undefined = isScript
      ? 'entry'
      : rel === 'modulepreload'
        ? 'modulepreload'
        : rel === 'stylesheet'
          ? 'stylesheet'
          : undefined;
    if (role) found.push({ path: url.startsWith('/') ? url : `/${url}`, role });
  }
  return found;
}

/** Each language's chunk, from the `data-locale-chunks` of index.html's preload script. */
export function languageChunks(html: string): Record<string, string> {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const value = attribute(tag, 'data-locale-chunks');
    if (value) return JSON.parse(value.replaceAll('&quot;', '"')) as Record<string, string>;
  }
  return {};
}

export function measureBundle(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const requests = initialRequests(html);
  if (!requests.some((r) => r.role === 'entry'))
    throw new Error(`${distDir}/index.html names no entry script`);
  const languages = Object.entries(languageChunks(html)).map(([locale, path]) => ({
    locale,
    file: sizeOf(distDir, path, 'language'),
  }));
  const ownLanguage = languages.find((l) => l.locale === DEFAULT_LOCALE)?.file;
  const initial = [
    sizeOf(distDir, '/index.html', 'document'),
    ...requests.map((r) => sizeOf(distDir, r.path, r.role)),
    ...(ownLanguage ? [ownLanguage] : []),
  ];
  const withoutLanguage = initial.filter((f) => f !== ownLanguage);
  const perLanguage = Object.fromEntries(
    languages.map((l) => [l.locale, total([...withoutLanguage, l.file])]),
  );
  const initialPaths = new Set(initial.map((f) => f.path));
  const lazy = [
    ...languages.map((l) => l.file).filter((f) => f !== ownLanguage),
    ...readdirSync(join(distDir, 'assets'))
      .filter((name) => /\.(m?js|css)$/.test(name))
      .map((name) => `/assets/${name}`)
      .filter((path) => !initialPaths.has(path) && !languages.some((l) => l.file.path === path))
      .map((path) => sizeOf(distDir, path, 'lazy')),
  ].sort((a, b) => b.raw - a.raw);
  return {
    distDir,
    initial,
    initialTotal: total(initial),
    perLanguage,
    lazy,
    lazyTotal: total(lazy),
  };
}

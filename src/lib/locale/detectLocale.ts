import { readLocaleCookie } from './localeCookie';
import { localeOfPath } from './localePath';
import { DEFAULT_LOCALE, isLocale, type AppLocale } from './locales';

export interface LocaleSources {
  pathname: string;
  cookie: string;
  languages: readonly string[];
}

/** The first supported language the browser asks for (`bn-BD` counts as `bn`). */
function browserLocale(languages: readonly string[]): AppLocale | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/**
 * Where the app should be on load. A prefixed path names its locale. At the root, the cookie or
 * else the browser language decides, and a Bangla visitor is redirected to `/bn` — the
 * "redirect on root" behaviour of the original's i18n module, so an English link still opens in
 * English.
 */
export function detectLocale(sources: LocaleSources): { locale: AppLocale; redirect: boolean } {
  const fromPath = localeOfPath(sources.pathname);
  if (fromPath !== DEFAULT_LOCALE) return { locale: fromPath, redirect: false };
  if (sources.pathname !== '/' && sources.pathname !== '') {
    return { locale: DEFAULT_LOCALE, redirect: false };
  }
  const preferred =
    readLocaleCookie(sources.cookie) ?? browserLocale(sources.languages) ?? DEFAULT_LOCALE;
  return { locale: preferred, redirect: preferred !== DEFAULT_LOCALE };
}

import { detectLocale, withLocale, writeLocaleCookie, type AppLocale } from '../lib/locale';

/**
 * Decides the locale before the app renders: from the `/bn` prefix, or at the root from the
 * cookie or browser language (redirecting to `/bn` when that is Bangla). The cookie then holds
 * the language in use, for 365 days. Returns null when the page is being redirected.
 */
export function bootLocale(win: Window = window): AppLocale | null {
  const { locale, redirect } = detectLocale({
    pathname: win.location.pathname,
    cookie: win.document.cookie,
    languages: win.navigator.languages ?? [win.navigator.language],
  });
  writeLocaleCookie(locale);
  if (redirect) {
    win.location.replace(`${withLocale('/', locale)}${win.location.search}`);
    return null;
  }
  win.document.documentElement.lang = locale;
  return locale;
}

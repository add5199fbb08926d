import { DEFAULT_LOCALE, isLocale, localePrefix, type AppLocale } from './locales';

/** The locale named by a browser path's first segment (`/bn/...`), else the default. */
export function localeOfPath(pathname: string): AppLocale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The app path without its locale prefix: what react-router sees under the basename. */
export function stripLocale(pathname: string): string {
  const prefix = localePrefix(localeOfPath(pathname));
  const rest = prefix ? pathname.slice(prefix.length) : pathname;
  return rest === '' ? '/' : rest;
}

/** The browser path of an app path in a locale: `/accounts/banks` → `/bn/accounts/banks`. */
export function withLocale(appPath: string, locale: AppLocale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return appPath;
  return appPath === '/' ? prefix : `${prefix}${appPath}`;
}

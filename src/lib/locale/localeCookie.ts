import { isLocale, type AppLocale } from './locales';

/** The locale is kept in cookie `i18n_redirected` for 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookie: string = document.cookie): AppLocale | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

export function writeLocaleCookie(locale: AppLocale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

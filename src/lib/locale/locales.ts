/** `en` (default, unprefixed) and `bn` (prefixed `/bn`); strategy "prefix except default". */
import { APP_LOCALES, type AppLocale } from '../../../schema/preferences';

export type { AppLocale };
export const locales = APP_LOCALES;
export const DEFAULT_LOCALE: AppLocale = 'en';

export const isLocale = (v: unknown): v is AppLocale =>
  typeof v === 'string' && (locales as readonly string[]).includes(v);

/** The router basename of a locale: '' for the default, `/bn` for the others. */
export const localePrefix = (locale: AppLocale): string =>
  locale === DEFAULT_LOCALE ? '' : `/${locale}`;

/** `en` (default, unprefixed) and `bn` (prefixed `/bn`); strategy "prefix except default". */
export const locales = ['en', 'bn'] as const;
export type AppLocale = (typeof locales)[number];
export const DEFAULT_LOCALE: AppLocale = 'en';

export const isLocale = (v: unknown): v is AppLocale =>
  typeof v === 'string' && (locales as readonly string[]).includes(v);

/** The router basename of a locale: '' for the default, `/bn` for the others. */
export const localePrefix = (locale: AppLocale): string =>
  locale === DEFAULT_LOCALE ? '' : `/${locale}`;

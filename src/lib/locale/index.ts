export { DEFAULT_LOCALE, isLocale, localePrefix, locales, type AppLocale } from './locales';
export { localeOfPath, stripLocale, withLocale } from './localePath';
export { LOCALE_COOKIE, readLocaleCookie, writeLocaleCookie } from './localeCookie';
export { detectLocale, type LocaleSources } from './detectLocale';

import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { isLocale, type AppLocale } from '../../lib/locale';
import { aliasKey } from './aliasKey';
import { messages } from './messages';

/** Names shown in react-admin's own locale menu, each in its own language. */
const available = [
  { locale: 'en', name: 'English' },
  { locale: 'bn', name: 'বাংলা' },
];

/**
 * ra-i18n-polyglot over i18n/en.ts and i18n/bn.ts. A locale change is a URL change (`/bn`
 * prefix, SPEC 2), so `changeLocale` hands it to `onLocaleChange`, which moves the app.
 */
export function createI18nProvider(
  locale: AppLocale,
  onLocaleChange: (locale: AppLocale) => void = () => undefined,
): I18nProvider {
  const base = polyglotI18nProvider((l) => messages[isLocale(l) ? l : 'en'], locale, available, {
    allowMissing: true,
  });
  return {
    ...base,
    translate: (key, options) => base.translate(aliasKey(key), options),
    changeLocale: async (next) => {
      await base.changeLocale(next);
      if (isLocale(next) && next !== locale) onLocaleChange(next);
    },
  };
}

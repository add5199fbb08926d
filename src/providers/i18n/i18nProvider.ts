import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { isLocale, type AppLocale } from '../../lib/locale';
import { aliasKey } from './aliasKey';
import { localizedInterpolation } from './localizedInterpolation';
import { loadMessages } from './loadMessages';

/** Names shown in react-admin's own locale menu, each in its own language. */
const available = [
  { locale: 'en', name: 'English' },
  { locale: 'bn', name: 'বাংলা' },
];

/** Another language's messages, fetched on demand (its own chunk, see loadMessages). */
async function otherMessages(locale: AppLocale): Promise<TranslationMessages> {
  const loaded = await loadMessages(locale);
  if (!loaded) throw new Error(`The ${locale} texts could not be loaded`);
  return loaded;
}

/**
 * ra-i18n-polyglot over the page language's messages, already loaded (`loadMessages`). A locale
 * change is a URL change (the `/bn` prefix), so `changeLocale` hands it to `onLocaleChange`,
 * which moves the app. Numbers put into texts take the language's digits (localizedInterpolation).
 */
export function createI18nProvider(
  locale: AppLocale,
  messages: TranslationMessages,
  onLocaleChange: (locale: AppLocale) => void = () => undefined,
): I18nProvider {
  const base = polyglotI18nProvider(
    (l) => {
      const wanted = isLocale(l) ? l : 'en';
      return wanted === locale ? messages : otherMessages(wanted);
    },
    locale,
    available,
    { allowMissing: true, replace: localizedInterpolation(() => base.getLocale()) },
  );
  return {
    ...base,
    translate: (key, options) => base.translate(aliasKey(key), options),
    changeLocale: async (next) => {
      await base.changeLocale(next);
      if (isLocale(next) && next !== locale) onLocaleChange(next);
    },
  };
}

import type { TranslationMessages } from 'react-admin';
import { bn } from '../../../../i18n/bn';
import { en } from '../../../../i18n/en';
import type { AppLocale } from '../../../lib/locale';
import { createI18nProvider } from '../i18nProvider';

/** Both trees, imported eagerly: for tests only (the app loads one language, see loadMessages). */
export const allMessages: Record<AppLocale, TranslationMessages> = {
  en: en as unknown as TranslationMessages,
  bn: bn as unknown as TranslationMessages,
};

/** The app's i18n provider with the real messages of a language, without a chunk to await. */
export const testI18nProvider = (
  locale: AppLocale = 'en',
  onLocaleChange?: (locale: AppLocale) => void,
) => createI18nProvider(locale, allMessages[locale], onLocaleChange);

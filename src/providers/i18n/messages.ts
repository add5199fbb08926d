import type { TranslationMessages } from 'react-admin';
import { bn } from '../../../i18n/bn';
import { en } from '../../../i18n/en';
import type { AppLocale } from '../../lib/locale';

/** Messages per locale; both are bundled since Bangla is one of two equal languages. */
export const messages: Record<AppLocale, TranslationMessages> = {
  en: en as unknown as TranslationMessages,
  bn: bn as unknown as TranslationMessages,
};

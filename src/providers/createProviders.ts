import type { TranslationMessages } from 'react-admin';
import { switchLocale } from '../layout/appbar/switchLocale';
import type { AppLocale } from '../lib/locale';
import { apiUrl } from '../lib/api/session';
import { createAuthProvider, session } from './auth';
import { createDataProvider, createHttpClient } from './data';
import { createI18nProvider } from './i18n';

/**
 * The three providers of the one `<Admin>`, over one HTTP client (base URL, bearer token), and
 * the page language's messages (loaded before the first render, see i18n/loadMessages).
 */
export function createProviders(locale: AppLocale, messages: TranslationMessages) {
  const http = createHttpClient({ apiUrl, getToken: session.getToken });
  return {
    dataProvider: createDataProvider(http),
    authProvider: createAuthProvider({ http, session }),
    // A language change is a move to the other URL prefix (and cookie), as the language menu does.
    i18nProvider: createI18nProvider(locale, messages, (next) => switchLocale(next)),
  };
}

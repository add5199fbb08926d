import { switchLocale } from '../layout/appbar/switchLocale';
import type { AppLocale } from '../lib/locale';
import { apiUrl } from '../lib/api/session';
import { createAuthProvider, session } from './auth';
import { createDataProvider, createHttpClient } from './data';
import { createI18nProvider } from './i18n';

/** The three providers of the one `<Admin>`, over one HTTP client (base URL, bearer token). */
export function createProviders(locale: AppLocale) {
  const http = createHttpClient({ apiUrl, getToken: session.getToken });
  return {
    dataProvider: createDataProvider(http),
    authProvider: createAuthProvider({ http, session }),
    // A language change is a move to the other URL prefix (and cookie), as the language menu does.
    i18nProvider: createI18nProvider(locale, (next) => switchLocale(next)),
  };
}

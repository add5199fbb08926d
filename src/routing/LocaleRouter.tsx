import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { localePrefix, type AppLocale } from '../lib/locale';

/**
 * Every route also lives under `/bn` (Bangla). The prefix is the router basename, so routes,
 * links and react-admin's paths are written once, without it.
 */
export function LocaleRouter({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return <BrowserRouter basename={localePrefix(locale) || '/'}>{children}</BrowserRouter>;
}

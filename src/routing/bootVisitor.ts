import { withLocale, type AppLocale } from '../lib/locale';
import { currentAppPath, rootWithNext } from './nextPath';

/**
 * A visitor (no token) on a page that needs sign-in goes to the root with `next`. Done
 * once, before the app renders: left to react-admin, its auth check fired the sign-out redirect
 * from more than one place, and the page could be reloaded twice and come up blank. Answers true
 * when the page is being redirected.
 */
export function sendVisitorToSignIn(
  locale: AppLocale,
  hasToken: boolean,
  location: Pick<Location, 'pathname' | 'search' | 'replace'> = window.location,
): boolean {
  if (hasToken) return false;
  const target = rootWithNext(currentAppPath(location));
  if (target === '/') return false; // a public page: the root itself or the /auth pages
  location.replace(withLocale(target, locale));
  return true;
}

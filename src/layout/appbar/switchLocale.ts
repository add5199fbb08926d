import { withLocale, writeLocaleCookie, type AppLocale } from '../../lib/locale';
import { currentAppPath } from '../../routing/nextPath';

/**
 * The locale lives in cookie `i18n_redirected` and in the URL prefix (`/bn`). The
 * prefix is the router basename, so the switch is a page load of the same app path under the
 * other prefix, not an in-app navigation.
 */
export function switchLocale(
  locale: AppLocale,
  assign: (url: string) => void = (u) => window.location.assign(u),
) {
  writeLocaleCookie(locale);
  assign(withLocale(currentAppPath(), locale));
}

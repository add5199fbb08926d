import { isLocale, localeOfPath, withLocale, writeLocaleCookie } from '../../lib/locale';
import { themeMode, themeModes, type ThemeMode } from '../../lib/preferences';
import type { SessionUser } from './types';

const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === 'string' && (themeModes as readonly string[]).includes(value);

/**
 * At sign-in, the language and theme the user keeps on their account replace this browser's.
 * Another language is a page load of `nextPath` under its prefix (the prefix is the router's
 * basename); answers whether one was started. A user who never chose keeps the browser's.
 */
export function applyAccountPreferences(
  user: SessionUser,
  nextPath: string,
  assign: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  if (isThemeMode(user.theme)) themeMode.set(user.theme);
  if (!isLocale(user.locale) || user.locale === localeOfPath(window.location.pathname))
    return false;
  writeLocaleCookie(user.locale);
  assign(withLocale(nextPath, user.locale));
  return true;
}

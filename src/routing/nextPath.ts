import { stripLocale } from '../lib/locale';

/**
 * Only an app-internal path may be a `next` target: one leading slash, no scheme or `//host`,
 * so a crafted sign-in link cannot send the user to another site.
 */
export function safeNext(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}

/** The current app path (without the locale prefix), for `?next=`. */
export function currentAppPath(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): string {
  return `${stripLocale(location.pathname)}${location.search}`;
}

/**
 * Pages a visitor may see: returning to them after login makes no sense. A tutoring request's
 * fee page is where the payment provider sends a visitor who has no account.
 */
const isPublic = (path: string) =>
  path === '/' ||
  path.startsWith('/?') ||
  path.startsWith('/auth/') ||
  path.startsWith('/tutoring-request-fee/');

/** A visitor not logged in is sent to the root with `next` holding the current path. */
export function rootWithNext(appPath: string = currentAppPath()): string {
  const next = safeNext(appPath);
  if (!next || isPublic(next)) return '/';
  return `/?next=${encodeURIComponent(next)}`;
}

/** The `next` of the current URL, if it is a safe internal path. */
export function nextFromSearch(search: string = window.location.search): string | undefined {
  return safeNext(new URLSearchParams(search).get('next'));
}

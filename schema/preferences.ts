/**
 * The app's languages and themes, shared by the app (where they apply) and the server (which keeps
 * a user's choice on their account, so another browser applies it at sign-in).
 */

/** `en` is the default (no path prefix); the others are served under `/{locale}`. */
export const APP_LOCALES = ['en', 'bn'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

export const THEME_MODES = ['light', 'dark', 'blue'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

import { createStoredChoice, useStoredChoice } from './storedChoice';

/** Light, dark or blue; default light; stored under `theme`. */
export const themeModes = ['light', 'dark', 'blue'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const themeMode = createStoredChoice<ThemeMode>('theme', themeModes, 'light');

export const useThemeMode = () => useStoredChoice(themeMode);

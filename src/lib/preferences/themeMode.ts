import { THEME_MODES, type ThemeMode } from '../../../schema/preferences';
import { createStoredChoice, useStoredChoice } from './storedChoice';

export type { ThemeMode };
/** Light, dark or blue; default light; stored under `theme`. */
export const themeModes = THEME_MODES;

export const themeMode = createStoredChoice<ThemeMode>('theme', themeModes, 'light');

export const useThemeMode = () => useStoredChoice(themeMode);

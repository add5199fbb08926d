import type { RaThemeOptions } from 'react-admin';
import type { ThemeMode } from '../lib/preferences';
import { blueTheme } from './blueTheme';
import { darkTheme } from './darkTheme';
import { lightTheme } from './lightTheme';

export const themes: Readonly<Record<ThemeMode, RaThemeOptions>> = {
  light: lightTheme,
  dark: darkTheme,
  blue: blueTheme,
};

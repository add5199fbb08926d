import type { RaThemeOptions } from 'react-admin';
import { useThemeMode } from '../lib/preferences';
import { themes } from './themes';

/**
 * The theme for `<Admin theme={...} darkTheme={null}>`. react-admin only knows light and dark, so
 * the choice of three lives in our own store (key `theme`) and App passes the picked palette.
 */
export function useAppTheme(): RaThemeOptions {
  const [mode] = useThemeMode();
  return themes[mode];
}

import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { withShared } from './shared';

export const lightTheme: RaThemeOptions = withShared(defaultLightTheme, {
  palette: {
    mode: 'light',
    primary: { main: '#6a5fd8', contrastText: '#ffffff' },
    secondary: { main: '#6d6f7b', contrastText: '#ffffff' },
    background: { default: '#f6f5f9', paper: '#ffffff' },
  },
});

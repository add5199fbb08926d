import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { withShared } from './shared';

/** A light palette on blue: blue primary and a cool page background. */
export const blueTheme: RaThemeOptions = withShared(defaultLightTheme, {
  palette: {
    mode: 'light',
    primary: { main: '#1558b0', contrastText: '#ffffff' },
    secondary: { main: '#00796b', contrastText: '#ffffff' },
    background: { default: '#e9f0fa', paper: '#ffffff' },
    text: { primary: '#0f2542', secondary: '#465a75' },
  },
});

import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';
import { withShared } from './shared';

export const darkTheme: RaThemeOptions = withShared(defaultDarkTheme, {
  palette: {
    mode: 'dark',
    primary: { main: '#9d95f5', contrastText: '#15122e' },
    secondary: { main: '#b0b2c3', contrastText: '#15122e' },
    background: { default: '#1f2233', paper: '#2b2f45' },
    text: { primary: '#e4e5f1', secondary: '#a9abc0' },
  },
});

// App.tsx: `const theme = useAppTheme();` then `<AdminContext theme={theme} darkTheme={null} ...>`.
// The top bar's theme switch writes localStorage `theme`; this hook re-renders App with the pick.
export { useAppTheme } from './useAppTheme';
export { themes } from './themes';
export { lightTheme } from './lightTheme';
export { darkTheme } from './darkTheme';
export { blueTheme } from './blueTheme';
export { SIDEBAR_WIDTH, SIDEBAR_CLOSED_WIDTH } from './shared';

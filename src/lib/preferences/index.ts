export { createStoredChoice, useStoredChoice, type StoredChoice } from './storedChoice';
export { themeMode, themeModes, useThemeMode, type ThemeMode } from './themeMode';
export { currency, currencyCodes, useCurrency, type CurrencyCode } from './currency';

import { createStoredChoice, useStoredChoice } from './storedChoice';

/** USD (default) and EUR; stored under `currency`. Formatting lives in src/lib/format. */
export const currencyCodes = ['USD', 'EUR'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export const currency = createStoredChoice<CurrencyCode>('currency', currencyCodes, 'USD');

export const useCurrency = () => useStoredChoice(currency);

import { currencyCodes, type CurrencyCode } from '../../../i18n/format/currency';
import { createStoredChoice, useStoredChoice } from './storedChoice';

export { currencyCodes, type CurrencyCode };

/** The reader's currency, stored under `currency`. Formatting lives in i18n/format. */
export const currency = createStoredChoice<CurrencyCode>('currency', currencyCodes, 'USD');

export const useCurrency = () => useStoredChoice(currency);

/** The currencies amounts can be shown in: USD (the default) and EUR. */
export const currencyCodes = ['USD', 'EUR'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

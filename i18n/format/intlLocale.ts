/**
 * The Intl locale of an app locale: Bangla is written as in Bangladesh (bn-BD: Bangla digits,
 * lakh grouping), English as in the US. Every formatter in this folder goes through it, so a
 * screen never decides digits or order itself.
 */
export function intlLocale(locale: string): string {
  return locale === 'bn' ? 'bn-BD' : 'en-US';
}

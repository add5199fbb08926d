import { intlLocale } from './intlLocale';

const cache = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options: building one is slow, formatting is not. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale), options);
    cache.set(key, f);
  }
  return f;
}

/** A count or quantity with the locale's digits and grouping: `1,234` / `১,২৩৪`. */
export function formatNumber(
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(locale, options).format(value);
}

/** A share from 0 to 1 as a percentage, whole unless told: `87%` / `৮৭%`. */
export function formatPercent(share: number, locale: string, fractionDigits = 0): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits }).format(
    share,
  );
}

/**
 * A number put into a message text (`%{count}`): the locale's digits, no grouping and every
 * fraction digit, so English reads exactly as `String(n)` and a year stays `2026`.
 */
export function formatPlainNumber(value: number, locale: string): string {
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

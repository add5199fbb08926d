import type { CurrencyCode } from './currency';
import { numberFormat } from './number';

/** How each currency is written. */
interface CurrencyFormat {
  symbol: string;
  position: 'left' | 'right';
  spaces: number;
  decimalDigits: number;
}

export const currencyFormats: Record<CurrencyCode, CurrencyFormat> = {
  USD: { symbol: '$', position: 'left', spaces: 0, decimalDigits: 2 },
  EUR: { symbol: '€', position: 'right', spaces: 1, decimalDigits: 2 },
};

/**
 * A money amount in major units (the API's `12.5`) in the chosen currency, e.g. `$1,234.50` or
 * `1,234.50 €`; the digits and grouping are the locale's (`$১,২৩৪.৫০`), the symbol's place the
 * currency's, whatever the language. Screens use `useMoney`, which passes the page's language.
 */
export function formatMoney(
  value: number | string | null | undefined,
  code: CurrencyCode,
  locale = 'en',
): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = Number(value);
  if (!Number.isFinite(amount)) return '';
  const f = currencyFormats[code];
  const digits = numberFormat(locale, {
    minimumFractionDigits: f.decimalDigits,
    maximumFractionDigits: f.decimalDigits,
  }).format(Math.abs(amount));
  const gap = ' '.repeat(f.spaces);
  const body = f.position === 'left' ? `${f.symbol}${gap}${digits}` : `${digits}${gap}${f.symbol}`;
  return amount < 0 ? `-${body}` : body;
}

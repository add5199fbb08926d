import { formatMoney } from '../../../lib/format/money';
import { useCurrency } from '../../../lib/preferences';

/** Formats major-unit amounts in the currency the user chose. */
export function useMoney(): (value: number) => string {
  const [currency] = useCurrency();
  return (value) => formatMoney(value, currency);
}

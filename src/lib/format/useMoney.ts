import { useLocaleState } from 'react-admin';
import { useCurrency } from '../preferences';
import { formatMoney } from '../../../i18n/format/money';

/** Formats major-unit amounts in the currency the user chose, in the page's language. */
export function useMoney(): (value: number | string | null | undefined) => string {
  const [currency] = useCurrency();
  const [locale] = useLocaleState();
  return (value) => formatMoney(value, currency, locale);
}

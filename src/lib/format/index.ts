/** The formats both the app and the server's documents write in (i18n/format), and the app's hook. */
export { intlLocale } from '../../../i18n/format/intlLocale';
export {
  formatNumber,
  formatPercent,
  formatPlainNumber,
  numberFormat,
} from '../../../i18n/format/number';
export { currencyFormats, formatMoney } from '../../../i18n/format/money';
export {
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatYearMonth,
  formatTime,
  formatTimeRange,
  formatWeeklySlot,
} from '../../../i18n/format/date';
export { composedTitleIn } from '../../../i18n/format/composed-title';
export { TIME_ZONE } from '../../../i18n/format/zone';
export { useMoney } from './useMoney';

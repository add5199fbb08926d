export { intlLocale } from './intlLocale';
export { formatNumber, formatPercent, formatPlainNumber, numberFormat } from './number';
export { currencyFormats, formatMoney } from './money';
export { dateTimeFormat, formatDate, formatDateTime, formatYearMonth, formatTime } from './date';
export { TIME_ZONE } from './zone';
export { useMoney } from './useMoney';

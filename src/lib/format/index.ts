export { currencyFormats, formatMoney } from './money';
export { DATE_FORMAT, TIME_ZONE, formatDate, formatDateTime, formatTime } from './date';

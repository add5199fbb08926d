import dayjs from 'dayjs';
import 'dayjs/locale/bn';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);
// Lets a locale write its own digits (Bangla dates read ৫ জানুয়ারি ২০২৬), as the calendar does.
dayjs.extend(preParsePostFormat);

/** The centre's time zone Asia/Dhaka, date format LL. */
export const TIME_ZONE = 'Asia/Dhaka';
export const DATE_FORMAT = 'LL';

/** A `YYYY-MM-DD` date: a calendar day, so no time-zone shift applies. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const d = dayjs(value.slice(0, 10));
  return d.isValid() ? d.locale(locale).format(DATE_FORMAT) : '';
}

/** An ISO date-time in UTC, shown in Dhaka time. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const d = dayjs.utc(value);
  return d.isValid() ? d.tz(TIME_ZONE).locale(locale).format(`${DATE_FORMAT} LT`) : '';
}

/** An `HH:mm` time of day, in the locale's clock style. */
export function formatTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const d = dayjs(`2000-01-01T${value}`);
  return d.isValid() ? d.locale(locale).format('LT') : value;
}

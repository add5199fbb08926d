import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// Date arithmetic (today at the centre, week starts) uses dayjs in the centre's zone; showing a
// date to a person goes through Intl (date.ts).
dayjs.extend(utc);
dayjs.extend(timezone);

/** The centre's time zone. */
export const TIME_ZONE = 'Asia/Dhaka';

import dayjs from 'dayjs';
// With the file's extension: Playwright's loader, which loads the server's modules for the
// end-to-end tests' demo database, resolves no extensionless path into a package.
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// Date arithmetic (today at the centre, week starts) uses dayjs in the centre's zone; showing a
// date to a person goes through Intl (date.ts).
dayjs.extend(utc);
dayjs.extend(timezone);

/** The centre's time zone. */
export const TIME_ZONE = 'Asia/Dhaka';

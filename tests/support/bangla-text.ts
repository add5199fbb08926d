/**
 * How a Bangla reader reads dates and digits, written out here rather than taken from the app's
 * formatters, so that tests check them; and the days of the week by the centre's numbering
 * (1 = Saturday).
 */
export const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
export const banglaDigits = (text: string) => text.replace(/\d/g, (d) => BANGLA_DIGITS[Number(d)]!);
const BANGLA_MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];
/** `2026-01-05` as a Bangla reader reads it: `৫ জানুয়ারি, ২০২৬`. */
export function banglaDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${banglaDigits(String(day))} ${BANGLA_MONTHS[month - 1]!}, ${banglaDigits(String(year))}`;
}
/** `16:30` as a Bangla reader reads a time of day: `৪:৩০ PM` (the digits first, a 12-hour clock). */
export function banglaTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  const half = hours < 12 ? 'AM' : 'PM';
  return `${banglaDigits(String(clock))}:${banglaDigits(String(minutes).padStart(2, '0'))} ${half}`;
}
export const ENGLISH_DAYS = [
  '',
  'Saturday',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
];
export const BANGLA_DAYS = [
  '',
  'শনিবার',
  'রবিবার',
  'সোমবার',
  'মঙ্গলবার',
  'বুধবার',
  'বৃহস্পতিবার',
  'শুক্রবার',
];

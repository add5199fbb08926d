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

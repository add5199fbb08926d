/**
 * The arithmetic of paid time, in whole minutes and integer minor units. Times are `HH:MM` wall
 * clock times of one day (a class never runs past midnight). Every amount is rounded once, here:
 * minutes × hourly rate / 60, half away from zero, so 50 min at 10.00/h is 8.33 and 25 min is 4.17.
 */

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)(?::\d{2})?$/;

/** Minutes since midnight of `HH:MM` (seconds, when a database adds them, are ignored); null when not a time. */
export function minuteOfDay(time: string): number | null {
  const match = HH_MM.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes from start to end (10:30–12:00 is 90); null unless both are times and end is later. */
export function minutesBetween(start: string, end: string): number | null {
  const from = minuteOfDay(start);
  const to = minuteOfDay(end);
  if (from === null || to === null || to <= from) return null;
  return to - from;
}

/** Integer division by `divisor` rounded half away from zero, without floating point. */
export function divideRounded(dividend: number, divisor: number): number {
  const sign = Math.sign(dividend) * Math.sign(divisor);
  const a = Math.abs(dividend);
  const b = Math.abs(divisor);
  const whole = Math.floor(a / b);
  const rest = a - whole * b;
  const rounded = rest * 2 >= b ? whole + 1 : whole;
  return rounded === 0 ? 0 : sign * rounded;
}

/** What `minutes` earn at `hourlyRate` (minor units an hour), in minor units. */
export function payFor(minutes: number, hourlyRate: number): number {
  return divideRounded(minutes * hourlyRate, 60);
}

/** "1 h 30 min", "40 h", "0 h 30 min": how messages name a span of minutes. */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const total = Math.abs(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${sign}${hours} h` : `${sign}${hours} h ${rest} min`;
}

/** True when the two spans of one day share a minute (touching ends do not overlap). */
export function spansOverlap(
  a: { start_time: string; end_time: string },
  b: { start_time: string; end_time: string },
): boolean {
  const [as, ae, bs, be] = [a.start_time, a.end_time, b.start_time, b.end_time].map(minuteOfDay);
  if (as == null || ae == null || bs == null || be == null) return false;
  return as < be && bs < ae;
}

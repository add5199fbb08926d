/**
 * Money is held as integer minor units (cents, paisa) everywhere below the API; these are the
 * only two conversions, done on the decimal string so that no float rounding creeps in.
 */
const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.5" or 12.5 → 1250; null when the value is not an amount with at most two decimals. */
export function toMinorUnits(value: string | number): number | null {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** 1250 → 12.5, the number the API answers with. */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

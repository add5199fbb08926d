/**
 * Exact numbers for answer matching: 3/4, .75 and 0.75 are one value, and 2/3 is not 0.6667.
 * Floating point would make "equal" depend on rounding, so values are reduced BigInt fractions.
 */
export interface Rational {
  num: bigint;
  den: bigint;
}

const FRACTION = /^(-?)(\d+)\/(\d+)$/;
const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduced(num: bigint, den: bigint): Rational {
  const divisor = gcd(num, den) || 1n;
  return { num: num / divisor, den: den / divisor };
}

/** `3/4`, `-3/4`, `.75`, `0.75`, `12`; null for anything else (mixed numbers, `3/0`, `1,5`). */
export function parseRational(text: string): Rational | null {
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const den = BigInt(fraction[3]!);
    if (den === 0n) return null;
    const num = BigInt(fraction[2]!) * (fraction[1] ? -1n : 1n);
    return reduced(num, den);
  }
  const decimal = DECIMAL.exec(text);
  if (!decimal) return null;
  const [, sign, whole = '', fractionDigits = ''] = decimal;
  if (whole === '' && fractionDigits === '') return null;
  const den = 10n ** BigInt(fractionDigits.length);
  const num =
    BigInt(whole === '' ? '0' : whole) * den + BigInt(fractionDigits === '' ? '0' : fractionDigits);
  return reduced(sign ? -num : num, den);
}

export const sameValue = (a: Rational, b: Rational): boolean => a.num * b.den === b.num * a.den;

/** `value` cut to `digits` decimals, by truncation and by rounding half away from zero. */
export function decimalApproximations(value: Rational, digits: number): Rational[] {
  const scale = 10n ** BigInt(digits);
  const negative = value.num < 0n;
  const magnitude = (negative ? -value.num : value.num) * scale;
  const truncated = magnitude / value.den;
  const rounded = (magnitude * 2n + value.den) / (value.den * 2n);
  return [truncated, rounded].map((n) => reduced(negative ? -n : n, scale));
}

/**
 * A commission entry's amount: the payment (minor units, negative for a refund) times the rate
 * (hundredths of a percent: 1250 is 12.50 %), rounded to the nearest minor unit with halves away
 * from zero, so a refund of a whole payment at the same rate takes back exactly what it earned.
 * Integer arithmetic throughout (BigInt: amount × rate can pass 2^53).
 */
export function commissionAmount(paymentMinor: number, rateHundredths: number): number {
  const sign = paymentMinor < 0 ? -1n : 1n;
  const scaled = BigInt(Math.abs(paymentMinor)) * BigInt(rateHundredths);
  const rounded = (scaled + 5_000n) / 10_000n;
  return Number(sign * rounded);
}

/**
 * Rounds half away from zero to `decimals` places, on the decimal value the user typed rather than
 * its binary neighbour. NOTE: `Math.round(1.005 * 100) / 100` gives 1 because 1.005 * 100 is
 * 100.49999999999999; shifting the exponent in the string form avoids that multiplication.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(shiftExponent(Math.abs(value), decimals)));
  const result = sign * Number(shiftExponent(shifted, -decimals));
  return result === 0 ? 0 : result;
}

function shiftExponent(value: number, by: number): string {
  const [mantissa, exponent = "0"] = String(value).split("e");
  return `${mantissa}e${Number(exponent) + by}`;
}

/** Clears binary noise from sums and products of decimals (2.2 × 3 = 6.6000000000000005 → 6.6). */
export function cleanFloat(value: number): number {
  return roundTo(value, 9);
}

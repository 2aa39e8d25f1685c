/**
 * Rounds half away from zero to `decimals` places, on the decimal value the user typed rather than
 * its binary neighbour. NOTE: `Math.round(1.005 * 100) / 100` gives 1 because 1.005 * 100 is
 * 100.49999999999999; the rule is defined on the shortest decimal form of the value (`String(value)`),
 * whose exponent is shifted as text (`roundByText`). That is slow, and every set read rounds several
 * times, so plain float arithmetic answers whenever it provably gives the same number (`roundByFloat`).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  return roundByFloat(value, decimals) ?? roundByText(value, decimals);
}

/** Clears binary noise from sums and products of decimals (2.2 × 3 = 6.6000000000000005 → 6.6). */
export function cleanFloat(value: number): number {
  return roundTo(value, 9);
}

/** 10^0 … 10^22: exactly representable doubles (5^22 < 2^53), so scaling by one adds one rounding. */
const POWERS_OF_TEN: readonly number[] = /* @__PURE__ */ Array.from({ length: 23 }, (_, d) =>
  Number(`1e${d}`),
);

/** From 2^49 on the tie margin is 0.5 or more, so nothing would pass it; below, n stays under 2^53. */
const LARGEST_FAST_SCALED = 2 ** 49;

/** 8 units of roundoff (2^-50 relative), over twice the 3 the argument below needs. */
const TIE_MARGIN = 2 ** -50;

/**
 * The text path's answer computed with floats, or undefined when floats cannot be trusted to match.
 *
 * Why it cannot disagree: let a = |value| (finite), D its shortest decimal (what String(a) prints),
 * p = 10^d exact, u = 2^-53. The text path rounds t = nearest(D·p) (parsing is correctly rounded),
 * this path rounds s = fl(a·p). D lies in a's rounding interval, |D − a| ≤ u·a, so
 * |s − t| ≤ u·a·p (the product) + u·a·p (D against a, scaled) + u·D·p (the parse) < 3.001·u·s.
 * When s is farther than 8·u·s from the nearest k + 0.5, no k + 0.5 lies between s and t, and
 * Math.round(s) = Math.round(t) = n. (Subnormal a: every error is below 1e-300 and s is far below
 * 0.5.) n ≤ 2^49 < 2^53 is an integer whose String is its exact digits, so the text path then
 * returns nearest(n · 10^-d), and so does n / p: IEEE division is correctly rounded and p is exact.
 * distanceToTie is computed exactly whenever it is below 0.25 (Sterbenz), so the margin test can only
 * err towards the text path.
 * The sign is applied after rounding and is symmetric; -0 becomes 0 as on the text path.
 * Otherwise (a tie or near one, such as 1.005 → 100.49999999999999, a huge value, or decimals
 * outside 0–22 or not whole) the text path decides.
 */
function roundByFloat(value: number, decimals: number): number | undefined {
  const scale = POWERS_OF_TEN[decimals];
  if (scale === undefined) return undefined;
  const scaled = Math.abs(value) * scale;
  if (!(scaled < LARGEST_FAST_SCALED)) return undefined;
  const distanceToTie = Math.abs(scaled - Math.floor(scaled) - 0.5);
  if (!(distanceToTie > scaled * TIE_MARGIN)) return undefined;
  const result = Math.round(scaled) / scale;
  if (result === 0) return 0;
  return value < 0 ? -result : result;
}

/** The definition: round the shortest decimal form, shifting its exponent as text. */
function roundByText(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(shiftExponent(Math.abs(value), decimals)));
  const result = sign * Number(shiftExponent(shifted, -decimals));
  return result === 0 ? 0 : result;
}

function shiftExponent(value: number, by: number): string {
  const [mantissa, exponent = "0"] = String(value).split("e");
  return `${mantissa}e${Number(exponent) + by}`;
}

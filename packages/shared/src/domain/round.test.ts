import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanFloat, roundTo } from "./round.js";
import { RPE_CHART_PERCENT } from "./rpe-table.js";
import { KG_PER_LB } from "./units.js";

describe("roundTo", () => {
  it.each([
    [1.005, 2, 1.01],
    [102.5 - 1e-13, 2, 102.5],
    [102.5, 2, 102.5],
    [225.0, 2, 225],
    [0.125, 2, 0.13],
    [-1.005, 2, -1.01],
    [-0.001, 2, 0],
    [100 / 0.922, 1, 108.5],
    [1e-7, 2, 0],
    [1.5e21, 2, 1.5e21],
    [7, 0, 7],
  ])("roundTo(%d, %d) = %d", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it("leaves non-finite values alone", () => {
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(Infinity, 2)).toBe(Infinity);
  });

  it("never answers -0", () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0, 2), 0)).toBe(true);
    expect(Object.is(cleanFloat(-1e-12), 0)).toBe(true);
  });
});

describe("cleanFloat", () => {
  it.each([
    [2.2 * 3, 6.6],
    [0.1 + 0.2, 0.3],
    [307.5, 307.5],
  ])("cleanFloat(%d) = %d", (value, expected) => {
    expect(cleanFloat(value)).toBe(expected);
  });
});

/**
 * The definition roundTo had before its float fast path, kept as the reference the fast version must
 * match exactly: round the shortest decimal form (String(value)), shifting the exponent as text.
 */
function referenceRoundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(referenceShift(Math.abs(value), decimals)));
  const result = sign * Number(referenceShift(shifted, -decimals));
  return result === 0 ? 0 : result;
}

function referenceShift(value: number, by: number): string {
  const [mantissa, exponent = "0"] = String(value).split("e");
  return `${mantissa}e${Number(exponent) + by}`;
}

/** Every `decimals` the code base passes (1, 2, 4, 6, cleanFloat's 9), plus 0 and its neighbours. */
const DECIMALS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Seeded, so a failure names inputs that reproduce on every run. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

/** The next double above or below `value` (finite, non-zero values only). */
function neighbour(value: number, direction: 1 | -1): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const away = value > 0 === direction > 0 ? 1n : -1n;
  view.setBigUint64(0, view.getBigUint64(0) + away);
  return view.getFloat64(0);
}

/** Inputs where roundTo and the reference disagree (Object.is, so 0 against -0 counts), at most 5. */
function mismatches(cases: Iterable<[number, number]>): string[] {
  const found: string[] = [];
  for (const [value, decimals] of cases) {
    for (const signed of [value, -value]) {
      const got = roundTo(signed, decimals);
      const want = referenceRoundTo(signed, decimals);
      if (!Object.is(got, want) && found.length < 5)
        found.push(`roundTo(${signed}, ${decimals}): ${got}, want ${want}`);
    }
  }
  return found;
}

/** A value typed with 0–6 decimals (as parsed from text, so it is the double nearest to that decimal). */
function typedDecimal(random: ReturnType<typeof randomSource>, upTo: number): number {
  const places = random.int(7);
  return Number(`${random.int(upTo * 10 ** places)}e-${places}`);
}

function* realisticCases(count: number): Generator<[number, number]> {
  const random = randomSource(20261126);
  for (let i = 0; i < count; i++) {
    const step = random.pick([0.25, 0.5, 1, 2.5, 5]);
    const weight = step * random.int(Math.floor(1500 / step) + 1);
    const reps = 1 + random.int(30);
    const percent = random.pick(RPE_CHART_PERCENT);
    const fraction = referenceRoundTo(percent / 100, 4);
    const estimate = weight / fraction;
    const candidates: [number, number][] = [
      [weight, random.pick(DECIMALS)],
      [weight * KG_PER_LB, random.pick([1, 2, 9])],
      [weight / KG_PER_LB, random.pick([1, 2, 9])],
      [reps * weight, random.pick([1, 2, 9])],
      [reps * weight * KG_PER_LB, random.pick([1, 2])],
      [estimate, 1],
      [(weight * 100) / referenceRoundTo(estimate, 1), 9],
      [weight + Math.ceil(weight * (reps - 1) * 0.03), 1],
      [weight + weight * 0.03 * (reps - 1), random.pick([1, 9])],
      [percent / 100, 4],
      [estimate * fraction, 1],
      [typedDecimal(random, 1500), random.pick(DECIMALS)],
      [typedDecimal(random, 1500) * typedDecimal(random, 30), random.pick(DECIMALS)],
      [typedDecimal(random, 100) / (1 + random.int(1000)), 6],
    ];
    yield* candidates;
  }
}

/** Exact halves at every decimal count (k.5 × 10^-d as typed) and the doubles on either side of them. */
function* tieCases(perDecimal: number): Generator<[number, number]> {
  const random = randomSource(5);
  for (const decimals of DECIMALS) {
    for (let i = 0; i < perDecimal; i++) {
      const whole = random.pick([random.int(10), random.int(1000), random.int(10_000_000)]);
      const tie = Number(`${whole}5e-${decimals + 1}`);
      yield [tie, decimals];
      yield [neighbour(tie, 1), decimals];
      yield [neighbour(tie, -1), decimals];
    }
  }
}

const EDGES = [
  0,
  -0,
  5e-324,
  1e-300,
  2.2250738585072014e-308,
  1e-10,
  4.9e-10,
  5e-10,
  1e-7,
  1.5e-7,
  0.5,
  1.005,
  1.0049999999999999,
  2 ** 49 - 0.5,
  2 ** 49,
  2 ** 52 + 1,
  2 ** 53,
  2 ** 53 + 2,
  1e15 + 0.5,
  1e20,
  1e21,
  1.5e21,
  1e22,
  1e300,
  Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.EPSILON,
  Number.NaN,
  Infinity,
  -Infinity,
];

describe("roundTo against its reference definition", () => {
  it("agrees on realistic weights, conversions, volumes, estimates and chart percentages", () => {
    expect(mismatches(realisticCases(25_000))).toEqual([]);
  });

  it("agrees on exact halves at every decimal count and on their neighbours", () => {
    expect(mismatches(tieCases(5_000))).toEqual([]);
  });

  it("agrees on zero, tiny, huge and non-finite values at any decimals, odd ones included", () => {
    const decimals = [...DECIMALS, 10, 12, 15, 16, 17, 20, 21, 22, 23, 30, -1, -2, 1.5, -0];
    expect(mismatches(EDGES.flatMap((value) => decimals.map((d) => [value, d] as [number, number])))).toEqual(
      [],
    );
  });

  it("agrees on arbitrary doubles", () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: -2, max: 23 }), (value, decimals) => {
        expect(mismatches([[value, decimals]])).toEqual([]);
      }),
      { seed: 20261126, numRuns: 50_000 },
    );
  });

  it("agrees for cleanFloat on sums and products of typed decimals", () => {
    const random = randomSource(9);
    for (let i = 0; i < 50_000; i++) {
      const a = typedDecimal(random, 1500);
      const b = typedDecimal(random, 100);
      for (const value of [a + b, a - b, a * b, a / (b || 1), -a * b]) {
        if (!Object.is(cleanFloat(value), referenceRoundTo(value, 9))) {
          expect(cleanFloat(value), `cleanFloat(${value})`).toBe(referenceRoundTo(value, 9));
        }
      }
    }
  });
});

import { describe, expect, it } from "vitest";
import { filteredLoad, liftHistory, moments, ridgeFit, standardEstimate } from "./readiness-fit.js";
import type { HistorySet } from "./types.js";

const set = (day: number, weight: number, reps: number, rpe: number | null, exercise_id = 1): HistorySet => ({
  day,
  session_id: day,
  exercise_id,
  weight,
  reps,
  rpe,
  kind: "normal",
  planned_rpe: null,
});

describe("standardEstimate", () => {
  it("reads the chart, and a set without RPE as RPE 10", () => {
    expect(standardEstimate(set(1, 100, 1, 10))).toBe(100);
    expect(standardEstimate(set(1, 90, 3, null))).toBe(standardEstimate(set(1, 90, 3, 10)));
    expect(standardEstimate(set(1, 50, 20, 8))).toBeUndefined();
  });
});

describe("liftHistory", () => {
  it("keeps each day's best, and reads loads against the latest performance before the day", () => {
    const sets = [
      set(10, 100, 1, 10), // day 10: best 100; no earlier performance, so its own best is the reference
      set(10, 80, 5, null),
      set(12, 50, 20, null), // off the chart: no performance, load against day 10's 100
      set(13, 110, 1, 10),
      set(13, 999, 1, 10, 2), // another lift
    ];
    const h = liftHistory(sets, 1, standardEstimate);
    expect(h.firstDay).toBe(10);
    expect(h.performances).toEqual([
      { day: 10, kg: 100 },
      { day: 13, kg: 110 },
    ]);
    expect(h.loads).toHaveLength(4);
    expect(h.loads[0]).toBeCloseTo(1 + (5 * 80) / 100, 9);
    expect(h.loads[1]).toBe(0);
    expect(h.loads[2]).toBeCloseTo((20 * 50) / 100, 9);
    expect(h.loads[3]).toBeCloseTo(110 / 100, 9); // day 13 is read against day 10, not itself
  });
});

describe("filteredLoad", () => {
  it("equals Σ_{s<t} w(s)·e^{−(t−s)/τ} (to 1e-9)", () => {
    const loads = [3, 0, 5, 0, 0, 4, 1];
    const tau = 7;
    const out = filteredLoad(loads, tau, 10);
    for (let t = 0; t < 10; t++) {
      let direct = 0;
      for (let s = 0; s < Math.min(t, loads.length); s++) direct += loads[s]! * Math.exp(-(t - s) / tau);
      expect(out[t]).toBeCloseTo(direct, 9);
    }
  });
});

describe("ridgeFit", () => {
  const x1 = Array.from({ length: 40 }, (_, i) => Math.sin(i) * 10);
  const x2 = Array.from({ length: 40 }, (_, i) => Math.cos(i / 3) * 5 + i / 10);

  it("recovers a linear truth within 2 % (the ridge is small)", () => {
    const y = x1.map((a, i) => 3 + 2 * a - 0.5 * x2[i]!);
    const fit = ridgeFit(moments(y, [x1, x2]), [0, 1], 0);
    expect(fit.coefs[0]).toBeCloseTo(2, 1);
    expect(fit.coefs[1]).toBeCloseTo(-0.5, 1);
    expect(Math.abs(fit.intercept - 3)).toBeLessThan(0.2);
  });

  it("holds a constrained coefficient at 0 and refits the rest, keeping the data's mean", () => {
    const y = x1.map((a, i) => 50 - 2 * a + 0.7 * x2[i]!);
    const fit = ridgeFit(moments(y, [x1, x2]), [0, 1], 1);
    expect(fit.coefs[0]).toBe(0);
    expect(fit.coefs[1]).toBeGreaterThan(0);
    const fittedMean = fit.intercept + fit.coefs[1]! * (x2.reduce((a, b) => a + b, 0) / x2.length);
    expect(fittedMean).toBeCloseTo(y.reduce((a, b) => a + b, 0) / y.length, 9);
  });

  it("reports the SSE it minimised (to 1e-6 of a direct sum)", () => {
    const y = x1.map((a, i) => 10 + a + Math.sin(i * 7) * 2);
    const fit = ridgeFit(moments(y, [x1, x2]), [0, 1], 2);
    const direct = y.reduce(
      (acc, v, i) => acc + (v - fit.intercept - fit.coefs[0]! * x1[i]! - fit.coefs[1]! * x2[i]!) ** 2,
      0,
    );
    expect(Math.abs(fit.sse - direct)).toBeLessThan(1e-6);
  });

  it("weighs a row as if it were repeated: weight 2 fits as the row twice (to 1e-9)", () => {
    const y = x1.map((a, i) => 10 + a - 0.3 * x2[i]! + Math.sin(i * 5));
    const weights = x1.map((_, i) => (i % 3 === 0 ? 2 : 1));
    const repeat = <T>(xs: readonly T[]) => xs.flatMap((x, i) => (weights[i] === 2 ? [x, x] : [x]));
    const weighted = ridgeFit(moments(y, [x1, x2], weights), [0, 1], 0);
    const repeated = ridgeFit(moments(repeat(y), [repeat(x1), repeat(x2)]), [0, 1], 0);
    expect(weighted.intercept).toBeCloseTo(repeated.intercept, 9);
    weighted.coefs.forEach((c, i) => expect(c).toBeCloseTo(repeated.coefs[i]!, 9));
    expect(weighted.sse).toBeCloseTo(repeated.sse, 6);
  });

  it("takes a ridge per column: a heavy one shrinks its column to 0 within 1 %, the other within 2 % of the truth", () => {
    const y = x1.map((a, i) => 3 + 2 * a + 0.5 * x2[i]!);
    const fit = ridgeFit(moments(y, [x1, x2]), [0, 1], 0, [0.01, 1e6]);
    expect(Math.abs(fit.coefs[1]!)).toBeLessThan(0.005);
    expect(Math.abs(fit.coefs[0]! - 2) / 2).toBeLessThan(0.02);
    // The intercept still keeps the data's mean.
    const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const fittedMean = fit.intercept + fit.coefs[0]! * mean(x1) + fit.coefs[1]! * mean(x2);
    expect(fittedMean).toBeCloseTo(mean(y), 9);
  });
});

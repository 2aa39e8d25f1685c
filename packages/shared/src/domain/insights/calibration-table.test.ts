import { describe, expect, it } from "vitest";
import { roundTo } from "../round.js";
import { rpePercent } from "../rpe-table.js";
import { CalibrationAccumulator, fitRpeCalibration, personalFraction } from "./calibration.js";
import { calibrationTable } from "./calibration-table.js";
import { syntheticLifter } from "./synthetic-lifters.js";

const standard = new CalibrationAccumulator().fit();
const hot = fitRpeCalibration(syntheticLifter({ seed: 1, days: 730, rpeBias: 1 }).sets);

describe("calibrationTable", () => {
  it("has 90 rows: reps 1–10, each at RPE 6, 6.5 … 10", () => {
    const rows = calibrationTable(standard);
    expect(rows).toHaveLength(90);
    expect(rows.slice(0, 9).map((r) => [r.reps, r.rpe])).toEqual(
      [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10].map((rpe) => [1, rpe]),
    );
    expect(rows[89]).toMatchObject({ reps: 10, rpe: 10 });
  });

  it("is the standard chart, marked standard, with nothing learnt", () => {
    for (const row of calibrationTable(standard)) {
      const pct = roundTo(rpePercent(row.reps, row.rpe)! * 100, 1);
      expect(row).toMatchObject({ method: "standard", sets_used: 0, standard_pct: pct, personal_pct: pct });
    }
  });

  it("shows the standard cell beside the personal one, each to 0.1 %", () => {
    for (const row of calibrationTable(hot)) {
      expect(row.standard_pct).toBe(roundTo(rpePercent(row.reps, row.rpe)! * 100, 1));
      expect(row.personal_pct).toBe(roundTo(personalFraction(hot, row.reps, row.rpe)! * 100, 1));
    }
  });

  it("brackets every personal value by its interval (low ≤ value ≤ high), learnt or not", () => {
    for (const cal of [standard, hot]) {
      for (const row of calibrationTable(cal)) {
        expect(row.interval_low).toBeLessThanOrEqual(row.personal_pct);
        expect(row.personal_pct).toBeLessThanOrEqual(row.interval_high);
        expect(row.interval_low).toBeLessThan(row.interval_high);
      }
    }
  });

  it("marks a cell personal where its RPE has observations, with their count", () => {
    const rows = calibrationTable(hot);
    for (const l of hot.levels) {
      for (const row of rows.filter((r) => r.rpe === l.rpe)) {
        expect(row.sets_used).toBe(l.n);
        expect(row.method).toBe(l.n > 0 ? "personal" : "standard");
      }
    }
    expect(rows.some((r) => r.method === "personal")).toBe(true);
  });

  it("gives a hot lifter lower percentages at RPE 8–9 (more reserve than stated)", () => {
    for (const row of calibrationTable(hot).filter((r) => r.rpe >= 8 && r.rpe <= 9)) {
      expect(row.personal_pct).toBeLessThan(row.standard_pct);
    }
  });

  it("narrows where many observations agree", () => {
    const rows = calibrationTable(hot).filter((r) => r.reps === 5);
    const width = (rpe: number) => {
      const row = rows.find((r) => r.rpe === rpe)!;
      return row.interval_high - row.interval_low;
    };
    // RPE 9 has hundreds of observations for this lifter, RPE 6 none.
    expect(width(9)).toBeLessThan(width(6));
  });
});

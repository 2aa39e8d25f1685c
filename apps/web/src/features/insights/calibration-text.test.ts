import type { CalibrationRowWire } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { calibrationSentence, curveFor, learntFrom, rpeOffset } from "./calibration-text";

// Reps 5 on the standard chart, RPE 6 … 10: one step along it is half an RPE.
const STANDARD_5 = [70.7, 72.3, 73.9, 75.1, 76.2, 77.4, 78.6, 79.9, 81.1];
const RPES = [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10];

/**
 * Reps 5, the lifter's percent `shift` steps down the standard curve (positive: lighter, so called hot),
 * `sets` logged at every RPE; a cell pushed off the chart stays standard, as the server leaves it.
 */
function rows(shift: number, sets = 2): CalibrationRowWire[] {
  return RPES.map((rpe, i) => {
    const on = i - shift >= 0 && i - shift < STANDARD_5.length;
    const personal = on ? STANDARD_5[i - shift]! : STANDARD_5[i]!;
    return {
      method: on && sets > 0 ? "personal" : "standard",
      sets_used: sets,
      reps: 5,
      rpe,
      standard_pct: STANDARD_5[i]!,
      personal_pct: personal,
      interval_low: personal - 2,
      interval_high: personal + 2,
    };
  });
}

describe("rpeOffset and calibrationSentence", () => {
  it("reads a lifter whose 8 is the chart's 7.5 as calling RPE half a point hot", () => {
    expect(rpeOffset(rows(1))).toBeCloseTo(0.5, 5);
    expect(calibrationSentence(rows(1))).toBe("You call RPE about 0.5 hot: your 8 is more like a 7.5.");
  });

  it("reads a lifter whose 8 is the chart's 9 as calling RPE a point easy", () => {
    expect(rpeOffset(rows(-2))).toBeCloseTo(-1, 5);
    expect(calibrationSentence(rows(-2))).toBe("You call RPE about 1 easy: your 8 is more like a 9.");
  });

  it("weighs each cell by the sets logged at its RPE", () => {
    const mixed = rows(0).map((r) => (r.rpe === 8 ? { ...rows(2, 30)[4]! } : r));
    // Eight cells at 0 with 2 sets each, one cell a whole RPE hot with 30 sets: (30 × 1) / 46.
    expect(rpeOffset(mixed)).toBeCloseTo(30 / 46, 5);
  });

  it("says the calls match when the lifter's chart is the standard one", () => {
    expect(calibrationSentence(rows(0))).toBe(
      "You call RPE about right: your 8 is an 8 on the standard chart.",
    );
  });

  it("says nothing was learnt when no set moved a cell", () => {
    expect(rpeOffset(rows(0, 0))).toBeNull();
    expect(calibrationSentence([])).toMatch(/^Nothing learnt yet/);
  });

  it("picks one rep count's cells, lightest RPE first, and counts each set once", () => {
    const mixed = [...rows(0, 3)].reverse();
    expect(curveFor(mixed, 5).map((r) => r.rpe)).toEqual(RPES);
    expect(curveFor(mixed, 3)).toEqual([]);
    expect(learntFrom(mixed)).toBe(27);
    expect(learntFrom([...mixed, ...mixed.map((r) => ({ ...r, reps: 8 }))])).toBe(27);
    expect(learntFrom([])).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { dots, ipfGl, wilks } from "./points.js";

// The reference values of docs/reference (OpenPowerlifting's own tests), to two decimals.
describe("dots", () => {
  it.each([
    { sex: "M", bodyweightKg: 90, totalKg: 600, points: 387.96 },
    { sex: "F", bodyweightKg: 60, totalKg: 400, points: 443.42 },
    { sex: "Mx", bodyweightKg: 90, totalKg: 600, points: 387.96 },
  ] as const)("$sex, $bodyweightKg kg, total $totalKg → $points", ({ points, ...input }) => {
    expect(dots(input)).toBeCloseTo(points, 2);
  });

  it("clamps the bodyweight (men above 210 kg score as 210 kg, women under 40 kg as 40 kg)", () => {
    expect(dots({ sex: "M", bodyweightKg: 250, totalKg: 900 })).toBe(
      dots({ sex: "M", bodyweightKg: 210, totalKg: 900 }),
    );
    expect(dots({ sex: "F", bodyweightKg: 30, totalKg: 200 })).toBe(
      dots({ sex: "F", bodyweightKg: 40, totalKg: 200 }),
    );
    expect(dots({ sex: "F", bodyweightKg: 180, totalKg: 500 })).toBe(
      dots({ sex: "F", bodyweightKg: 150, totalKg: 500 }),
    );
  });

  it.each([0, -5, Number.NaN])("scores 0 without a usable total or bodyweight (%s)", (bad) => {
    expect(dots({ sex: "M", bodyweightKg: bad, totalKg: 500 })).toBe(0);
    expect(dots({ sex: "M", bodyweightKg: 90, totalKg: bad })).toBe(0);
  });
});

describe("ipfGl", () => {
  it.each([
    { sex: "M", equipment: "equipped", event: "SBD", bodyweightKg: 92.04, totalKg: 1035, points: 112.85 },
    { sex: "F", equipment: "classic", event: "B", bodyweightKg: 70.5, totalKg: 122.5, points: 96.78 },
  ] as const)("$sex $equipment $event, $bodyweightKg kg, $totalKg kg → $points", ({ points, ...input }) => {
    expect(ipfGl(input)).toBeCloseTo(points, 2);
  });

  it("scores Mx with the men's constants", () => {
    const input = { equipment: "classic", event: "SBD", bodyweightKg: 83, totalKg: 700 } as const;
    expect(ipfGl({ ...input, sex: "Mx" })).toBe(ipfGl({ ...input, sex: "M" }));
  });

  it("scores 0 under 35 kg bodyweight and without a total", () => {
    expect(ipfGl({ sex: "F", equipment: "classic", event: "SBD", bodyweightKg: 34.9, totalKg: 200 })).toBe(0);
    expect(ipfGl({ sex: "F", equipment: "classic", event: "SBD", bodyweightKg: 52, totalKg: 0 })).toBe(0);
  });
});

describe("wilks", () => {
  it("man, 100 kg, total 700 kg → 426.01 (coefficient 0.6085890719)", () => {
    expect(wilks({ sex: "M", bodyweightKg: 100, totalKg: 700 })).toBeCloseTo(426.01, 2);
    expect(wilks({ sex: "M", bodyweightKg: 100, totalKg: 1 })).toBeCloseTo(0.6085890719, 8);
  });

  it("clamps the bodyweight (men 40–201.9 kg, women 26.51–154.53 kg)", () => {
    expect(wilks({ sex: "M", bodyweightKg: 230, totalKg: 800 })).toBe(
      wilks({ sex: "M", bodyweightKg: 201.9, totalKg: 800 }),
    );
    expect(wilks({ sex: "F", bodyweightKg: 20, totalKg: 150 })).toBe(
      wilks({ sex: "F", bodyweightKg: 26.51, totalKg: 150 }),
    );
    expect(wilks({ sex: "Mx", bodyweightKg: 90, totalKg: 600 })).toBe(
      wilks({ sex: "M", bodyweightKg: 90, totalKg: 600 }),
    );
  });

  it("scores 0 without a total", () => {
    expect(wilks({ sex: "F", bodyweightKg: 60, totalKg: 0 })).toBe(0);
  });
});

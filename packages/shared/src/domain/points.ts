// Powerlifting points: DOTS, IPF GL (from May 2020) and the original Wilks, from a bodyweight and a
// total in kg. Coefficients as OpenPowerlifting publishes them (docs/reference: points formulas).
// Mx lifters are scored with the men's constants, as OpenPowerlifting does.

export type PointsSex = "M" | "F" | "Mx";
export type PointsEquipment = "classic" | "equipped";
/** Full power, or bench only. */
export type PointsEvent = "SBD" | "B";

export type PointsInput = { sex: PointsSex; bodyweightKg: number; totalKg: number };
export type IpfGlInput = PointsInput & { equipment: PointsEquipment; event: PointsEvent };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const usable = (n: number) => Number.isFinite(n) && n > 0;
/** Men's constants for M and Mx. */
const isWomen = (sex: PointsSex) => sex === "F";

/** Σ coefficients[i] · x^i, lowest power first. */
const polynomial = (coefficients: readonly number[], x: number) =>
  coefficients.reduceRight((sum, c) => sum * x + c, 0);

const DOTS = {
  men: {
    coefficients: [-307.75076, 24.0900756, -0.1918759221, 0.0007391293, -0.000001093],
    min: 40,
    max: 210,
  },
  women: {
    coefficients: [-57.96288, 13.6175032, -0.1126655495, 0.0005158568, -0.0000010706],
    min: 40,
    max: 150,
  },
} as const;

/** DOTS = total × 500 / polynomial(BW), BW clamped (men 40–210 kg, women 40–150 kg); 0 without a total or a bodyweight. */
export function dots({ sex, bodyweightKg, totalKg }: PointsInput): number {
  if (!usable(bodyweightKg) || !usable(totalKg)) return 0;
  const { coefficients, min, max } = isWomen(sex) ? DOTS.women : DOTS.men;
  return (totalKg * 500) / polynomial(coefficients, clamp(bodyweightKg, min, max));
}

type GlConstants = readonly [a: number, b: number, c: number];
const GL: Record<PointsEvent, Record<"men" | "women", Record<PointsEquipment, GlConstants>>> = {
  SBD: {
    men: { classic: [1199.72839, 1025.18162, 0.00921], equipped: [1236.25115, 1449.21864, 0.01644] },
    women: { classic: [610.32796, 1045.59282, 0.03048], equipped: [758.63878, 949.31382, 0.02435] },
  },
  B: {
    men: { classic: [320.98041, 281.40258, 0.01008], equipped: [381.22073, 733.79378, 0.02398] },
    women: { classic: [142.40398, 442.52671, 0.04724], equipped: [221.82209, 357.00377, 0.02937] },
  },
};

/** IPF GL = total × 100 / (A − B·e^(−C·BW)); 0 under 35 kg bodyweight or when the denominator is not positive. */
export function ipfGl({ sex, equipment, event, bodyweightKg, totalKg }: IpfGlInput): number {
  if (!usable(bodyweightKg) || !usable(totalKg) || bodyweightKg < 35) return 0;
  const [a, b, c] = GL[event][isWomen(sex) ? "women" : "men"][equipment];
  const denominator = a - b * Math.exp(-c * bodyweightKg);
  return denominator > 0 ? (totalKg * 100) / denominator : 0;
}

const WILKS = {
  men: {
    coefficients: [-216.0475144, 16.2606339, -0.002388645, -0.00113732, 7.01863e-6, -1.291e-8],
    min: 40,
    max: 201.9,
  },
  women: {
    coefficients: [594.31747775582, -27.23842536447, 0.82112226871, -0.00930733913, 4.731582e-5, -9.054e-8],
    min: 26.51,
    max: 154.53,
  },
} as const;

/** Wilks (1994) = total × 500 / polynomial(BW), BW clamped (men 40–201.9 kg, women 26.51–154.53 kg). */
export function wilks({ sex, bodyweightKg, totalKg }: PointsInput): number {
  if (!usable(bodyweightKg) || !usable(totalKg)) return 0;
  const { coefficients, min, max } = isWomen(sex) ? WILKS.women : WILKS.men;
  return (totalKg * 500) / polynomial(coefficients, clamp(bodyweightKg, min, max));
}

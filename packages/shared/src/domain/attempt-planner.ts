import { capitalize, DAY_NOISE, normalCdf, type MaxEstimate } from "./attempt-estimate.js";
import { ATTEMPT_INCREMENT, roundToIncrement } from "./attempts.js";
import { roundTo } from "./round.js";
import { convertWeight, type WeightUnit } from "./units.js";

// The attempt planner (docs/decisions/030-attempt-planner.md). From the estimate of the meet-day max
// (./attempt-estimate.ts) it proposes the heaviest attempts with a wanted chance of success: opener
// ~95 %, second ~80 %, third ~50 %. On meet day each made or missed attempt is evidence too: the
// estimate is updated (a made 205 means the max is at least about 205) and the next proposals follow.

export {
  estimateMax,
  normalCdf,
  type MaxEstimate,
  type PlannerEvidence,
  type PlannerSet,
} from "./attempt-estimate.js";

/** How sure the lifter should be of making a weight, as a word a handler can say. */
export type Confidence = "high" | "good" | "fair" | "low";

/** Wanted chance of making each attempt when the planner proposes it. */
export const ATTEMPT_TARGETS = [0.95, 0.8, 0.5] as const;
/** And never above the usual coaching bands: opener ≤ 93 %, second ≤ 98 % of the expected max. */
const ATTEMPT_CAPS = [0.93, 0.98, Infinity] as const;
const ATTEMPT_ROLES = [
  "an opener made even on a bad day",
  "a second that sets up the third",
  "the third: your best day",
];

export type TakenAttempt = { weight: number; made: boolean | null };

/** The estimate's belief over the max as a grid (kg → weight), updated by attempts already taken. */
function posterior(estimate: MaxEstimate, taken: readonly TakenAttempt[], unit: WeightUnit) {
  const { kg, spreadKg } = estimate;
  const points = 161;
  const grid: { max: number; p: number }[] = [];
  for (let i = 0; i < points; i++) {
    const z = -4 + (8 * i) / (points - 1);
    grid.push({ max: kg + z * spreadKg, p: Math.exp(-(z * z) / 2) });
  }
  for (const attempt of taken) {
    if (attempt.made == null) continue;
    const w = convertWeight(attempt.weight, unit, "kg");
    for (const cell of grid) {
      const make = normalCdf((cell.max - w) / (cell.max * DAY_NOISE));
      cell.p *= attempt.made ? make : 1 - make;
    }
  }
  const total = grid.reduce((a, c) => a + c.p, 0);
  return total > 0 ? grid.map((c) => ({ max: c.max, p: c.p / total })) : grid;
}

/** The chance of making `weight` (in `unit`) given the estimate and the attempts taken so far. */
export function chanceOfMaking(
  estimate: MaxEstimate,
  weight: number,
  unit: WeightUnit,
  taken: readonly TakenAttempt[] = [],
): number {
  const w = convertWeight(weight, unit, "kg");
  return posterior(estimate, taken, unit).reduce(
    (a, c) => a + c.p * normalCdf((c.max - w) / (c.max * DAY_NOISE)),
    0,
  );
}

export const confidenceOf = (chance: number): Confidence =>
  chance >= 0.9 ? "high" : chance >= 0.7 ? "good" : chance >= 0.45 ? "fair" : "low";

export type PlannedAttempt = {
  attempt: 1 | 2 | 3;
  /** In the meet's unit, on its step (2.5 kg / 5 lb). */
  weight: number;
  /** 0–1, given what is known before this attempt (the ones before it made as planned). */
  chance: number;
  confidence: Confidence;
  /** taken: made or missed on the day; chosen: the lifter's override; proposed: the planner's. */
  source: "taken" | "chosen" | "proposed";
  made: boolean | null;
  reasoning: string;
};

export type PlanLiftInput = {
  estimate: MaxEstimate;
  unit: WeightUnit;
  /** Attempts so far, by number: a weight with made/missed (taken) or with made null (chosen, not taken). */
  attempts: Partial<Record<1 | 2 | 3, TakenAttempt>>;
};

const pct = (chance: number) => `${Math.round(chance * 100)} %`;

/**
 * Opener, second and third for one lift. Taken attempts stay; chosen ones stay and are scored; the
 * rest are the heaviest step weights whose chance reaches the attempt's target, each heavier than the
 * one before (after a miss the same weight may be repeated). Chances assume the attempts before
 * were made as planned, and use what the taken ones revealed.
 */
export function planLift({ estimate, unit, attempts }: PlanLiftInput): PlannedAttempt[] {
  const step = ATTEMPT_INCREMENT[unit];
  const plan: PlannedAttempt[] = [];
  const history: TakenAttempt[] = [];
  for (const n of [1, 2, 3] as const) {
    const given = attempts[n];
    const previous = plan.at(-1);
    const floor = previous
      ? previous.made === false
        ? previous.weight
        : roundTo(previous.weight + step, 2)
      : step;
    let weight: number;
    let source: PlannedAttempt["source"];
    if (given) {
      weight = given.weight;
      source = given.made == null ? "chosen" : "taken";
    } else {
      const cap = convertWeight(estimate.kg * ATTEMPT_CAPS[n - 1]!, "kg", unit);
      weight = heaviestWithChance(estimate, unit, history, ATTEMPT_TARGETS[n - 1]!, floor, step, cap);
      source = "proposed";
    }
    const chance = chanceOfMaking(estimate, weight, unit, history);
    const made = given?.made ?? null;
    plan.push({
      attempt: n,
      weight,
      chance,
      confidence: confidenceOf(chance),
      source,
      made,
      reasoning: attemptReasoning(n, weight, unit, chance, estimate, source),
    });
    // Later chances assume this one goes as recorded, or as planned (made) when not taken yet.
    history.push({ weight, made: made ?? true });
  }
  return plan;
}

function heaviestWithChance(
  estimate: MaxEstimate,
  unit: WeightUnit,
  history: readonly TakenAttempt[],
  target: number,
  floor: number,
  step: number,
  cap: number,
): number {
  const maxInUnit = Math.min(cap, convertWeight(estimate.kg + 4 * estimate.spreadKg, "kg", unit));
  let weight = Math.max(floor, roundToIncrement(convertWeight(estimate.kg * 0.8, "kg", unit), step, "down"));
  if (chanceOfMaking(estimate, weight, unit, history) < target) return floor;
  while (
    weight + step <= maxInUnit &&
    chanceOfMaking(estimate, roundTo(weight + step, 2), unit, history) >= target
  )
    weight = roundTo(weight + step, 2);
  return weight;
}

function attemptReasoning(
  n: 1 | 2 | 3,
  weight: number,
  unit: WeightUnit,
  chance: number,
  estimate: MaxEstimate,
  source: PlannedAttempt["source"],
): string {
  const share = Math.round((convertWeight(weight, unit, "kg") / estimate.kg) * 100);
  const what = `${weight} ${unit} is ${share} % of the expected max: ${pct(chance)} chance (${confidenceOf(chance)})`;
  if (source === "proposed") return `${capitalize(what)}; ${ATTEMPT_ROLES[n - 1]}.`;
  if (source === "chosen") return `Your choice. ${capitalize(what)}.`;
  return `${capitalize(what)} before it was taken.`;
}

/** The projected total of a plan (the heaviest attempt per lift expected to count), in the meet's unit. */
export function projectedTotal(plans: readonly (readonly PlannedAttempt[])[]): number {
  return roundTo(
    plans.reduce((sum, plan) => {
      const counting = plan.filter((a) => a.made !== false);
      return sum + (counting.length ? Math.max(...counting.map((a) => a.weight)) : 0);
    }, 0),
    2,
  );
}

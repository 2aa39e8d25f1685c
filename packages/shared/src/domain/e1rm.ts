import { e1rmPersonalChart } from "./insights/personal-chart.js";
import type { PersonalChart } from "./insights/types.js";
import { e1rmRpeTable } from "./rpe-table.js";
import { toRpe, type RpeInput, type SetLike } from "./rpe.js";

/**
 * Estimated one-rep max with the original's 3 % rule: every effective rep beyond the first (reps plus
 * reps in reserve, RIR = 10 − RPE) adds 3 % of the bar weight, rounded up. This is also the spec's
 * "next weight" helper; there is no second one.
 * NOTE: keep the operation order and the two branches: the no-RPE branch rounds only the increment
 * (102.5 × 5 gives 115.5 without RPE but 115 at RPE 10), and the test vectors rely on this float order.
 */
export function e1rm({ weight, reps, rpe }: SetLike): number {
  const given = toRpe(rpe);
  if (given === null) return weight + Math.ceil(weight * (reps - 1) * 0.03);
  return Math.ceil(weight + weight * 0.03 * (reps + (10 - given) - 1));
}

/** The set table shows an e1RM only for heavy, low-rep sets: RPE ≥ 7 and reps ≤ 3. */
export function shouldShowE1rm({ reps, rpe }: { reps: number; rpe?: RpeInput }): boolean {
  const given = toRpe(rpe);
  return given !== null && given >= 7 && reps <= 3;
}

/** The e1RM when it is shown, otherwise null (the original history sent 0 and displayed "-"). */
export function shownE1rm(set: SetLike): number | null {
  return shouldShowE1rm(set) ? e1rm(set) : null;
}

/**
 * "formula": the 3 % rule; "rpe-table": the standard RPE chart; "personal": the member's own chart,
 * learnt from their history (insights/personal-chart.ts).
 */
export type E1rmMethod = "formula" | "rpe-table" | "personal";
export const E1RM_METHODS: readonly E1rmMethod[] = ["formula", "rpe-table", "personal"];

/**
 * e1RM by the chosen method; undefined only when the chart has no cell for the set. `chart` is read by
 * "personal" alone: the member's fitted chart, where null or absent (never fitted) is the standard chart.
 */
export function estimateE1rm(
  method: E1rmMethod,
  set: SetLike,
  chart?: PersonalChart | null,
): number | undefined {
  if (method === "personal") return e1rmPersonalChart(chart, set);
  return method === "rpe-table" ? e1rmRpeTable(set) : e1rm(set);
}

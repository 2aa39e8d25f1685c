import {
  displayWeight,
  estimateE1rm,
  relativeIntensity,
  shouldShowE1rm,
  totalVolume,
  volume,
  type E1rmMethod,
  type SetRow,
  type WeightUnit,
} from "@topset/shared";

/** One line of a log's set table, as text, in the user's unit. */
export type SetTableRow = {
  id: number;
  reps: string;
  weight: string;
  rpe: string;
  ri: string;
  e1rm: string;
  volume: string;
  notes: string;
};

const DASH = "-";

/** The weight of a stored set in `unit`: exactly as entered in its own unit, converted otherwise. */
export const shownWeight = (set: Pick<SetRow, "weight" | "weight_unit">, unit: WeightUnit) =>
  displayWeight({ value: set.weight, unit: set.weight_unit }, unit);

/**
 * The set table of spec §2: Rep | Weight | Rpe | RI | e1RM | Volume (| Notes). RI is shown for every set
 * (against the e1RM of that set), the e1RM only for heavy low-rep sets (RPE ≥ 7, reps ≤ 3).
 */
export function buildSetRows(
  sets: readonly SetRow[],
  unit: WeightUnit,
  method: E1rmMethod = "formula",
): SetTableRow[] {
  return sets.map((set) => {
    const weight = shownWeight(set, unit);
    // The RPE chart has no answer off its grid (e.g. 15 reps): then there is no estimate to show.
    const estimate = estimateE1rm(method, { weight, reps: set.reps, rpe: set.rpe }) ?? 0;
    const ri = relativeIntensity(weight, estimate);
    return {
      id: set.id,
      reps: String(set.reps),
      weight: String(weight),
      rpe: set.rpe === null ? DASH : String(set.rpe),
      ri: ri > 0 ? `${ri}%` : DASH,
      e1rm: estimate > 0 && shouldShowE1rm({ reps: set.reps, rpe: set.rpe }) ? String(estimate) : DASH,
      volume: String(volume(set.reps, weight)),
      notes: set.notes ?? "",
    };
  });
}

/** "3 sets · 1,350 kg" under a log's table: the sets' volume summed in the user's unit. */
export function logSummary(sets: readonly SetRow[], unit: WeightUnit): string {
  const total = totalVolume(sets.map((set) => ({ reps: set.reps, weight: shownWeight(set, unit) })));
  const count = `${sets.length} set${sets.length === 1 ? "" : "s"}`;
  return `${count} · ${total.toLocaleString("en-US", { maximumFractionDigits: 2 })} ${unit} volume`;
}

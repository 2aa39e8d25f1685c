import { cleanFloat, displayWeight, figureIn, type SetRow, type WeightUnit } from "@topset/shared";
import { formatNumber } from "./i18n";
import { t } from "./lib-i18n";

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

/** A figure the server sent, in the set's unit, as the viewer reads it; a dash when there is none. */
const figure = (value: number | null | undefined, set: Pick<SetRow, "weight_unit">, unit: WeightUnit) =>
  value === null || value === undefined ? DASH : String(figureIn(value, set.weight_unit, unit));

/**
 * The set table: Rep | Weight | Rpe | RI | e1RM | Volume (| Notes). RI, e1RM and volume are the
 * server's figures for the set (in the account's e1RM method), never estimated again here.
 */
export function buildSetRows(sets: readonly SetRow[], unit: WeightUnit): SetTableRow[] {
  return sets.map((set) => ({
    id: set.id,
    reps: String(set.reps),
    weight: String(shownWeight(set, unit)),
    rpe: set.rpe === null ? DASH : String(set.rpe),
    ri: set.ri === null || set.ri === undefined ? DASH : `${set.ri}%`,
    e1rm: figure(set.e1rm, set, unit),
    volume: figure(set.volume, set, unit),
    notes: set.notes ?? "",
  }));
}

/** "3 sets · 1,350 kg" under a log's table: the sets' volume summed in the user's unit. */
export function logSummary(sets: readonly SetRow[], unit: WeightUnit): string {
  // The sum of the volumes the table shows, so the footer adds up to its rows; a planned set that is
  // not done yet counts nowhere.
  const done = sets.filter((set) => set.done);
  const total = cleanFloat(
    done.reduce((sum, set) => sum + figureIn(set.volume ?? 0, set.weight_unit, unit), 0),
  );
  const planned = sets.length - done.length;
  return t("setRows.volume", {
    sets: t("setRows.sets", { count: done.length }),
    planned: planned ? t("setRows.planned", { count: planned }) : "",
    total: formatNumber(total, { maximumFractionDigits: 2 }),
    unit,
  });
}

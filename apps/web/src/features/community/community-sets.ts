import { COMMUNITY_SETS_SHOWN, roundTo, WEIGHT_DECIMALS, type SetRow, type WeightUnit } from "@topset/shared";
import { formatNumber } from "../../lib/i18n";

type LogSets = { sets: SetRow[]; sets_count: number };

/** "102.5 kg" ("102,5 kg" in German): at most 2 decimals, no trailing zeros, the language's decimal mark. */
const weightText = (value: number, unit: WeightUnit) =>
  `${formatNumber(roundTo(value, WEIGHT_DECIMALS), { maximumFractionDigits: WEIGHT_DECIMALS })} ${unit}`;

/**
 * One set as a line: "100 kg × 5 @ 8", plus "· e1RM 112 kg" when the server sent one (the owner's
 * figure, in the owner's method and the set's unit, exactly as their own screens show it).
 */
export function setLine(set: Pick<SetRow, "weight" | "weight_unit" | "reps" | "rpe" | "e1rm">): string {
  const base = `${weightText(set.weight, set.weight_unit)} × ${set.reps}`;
  const line = set.rpe === null ? base : `${base} @ ${formatNumber(set.rpe)}`;
  return set.e1rm == null ? line : `${line} · e1RM ${weightText(set.e1rm, set.weight_unit)}`;
}

/** The first five sets of a shared log as lines, and whether an ellipsis follows (more sets than shown). */
export function shownSets(log: LogSets): { lines: string[]; more: boolean } {
  const lines = log.sets.slice(0, COMMUNITY_SETS_SHOWN).map(setLine);
  return { lines, more: log.sets_count > COMMUNITY_SETS_SHOWN };
}

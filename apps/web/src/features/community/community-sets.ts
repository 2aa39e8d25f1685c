import { COMMUNITY_SETS_SHOWN, formatWeight, type SetRow } from "@topset/shared";

type LogSets = { sets: SetRow[]; sets_count: number };

/** One set as a line: "100 kg × 5 @ 8". */
export function setLine(set: Pick<SetRow, "weight" | "weight_unit" | "reps" | "rpe">): string {
  const base = `${formatWeight(set.weight, set.weight_unit)} × ${set.reps}`;
  return set.rpe === null ? base : `${base} @ ${set.rpe}`;
}

/** The first five sets of a shared log as lines, and whether an ellipsis follows (more sets than shown). */
export function shownSets(log: LogSets): { lines: string[]; more: boolean } {
  const lines = log.sets.slice(0, COMMUNITY_SETS_SHOWN).map(setLine);
  return { lines, more: log.sets_count > COMMUNITY_SETS_SHOWN };
}

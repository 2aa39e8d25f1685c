import type { Exercise, RecentExercise } from "@topset/shared";

export type Lift = {
  id: number;
  name: string;
  /** Sessions that held it in the last 90 days. */ uses: number;
};

/**
 * The picker's order: the lifts logged in the most sessions lately first (the latest used first on a
 * tie, as the recent list comes), then every other exercise by name.
 */
export function orderLifts(all: readonly Exercise[], recent: readonly RecentExercise[]): Lift[] {
  const known = new Set(all.map((e) => e.id));
  const logged = recent
    .filter((r) => known.has(r.id))
    .map((r) => ({ id: r.id, name: r.name, uses: r.uses }))
    .sort((a, b) => b.uses - a.uses);
  const seen = new Set(logged.map((l) => l.id));
  const rest = all
    .filter((e) => !seen.has(e.id))
    .map((e) => ({ id: e.id, name: e.name, uses: 0 }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...logged, ...rest];
}

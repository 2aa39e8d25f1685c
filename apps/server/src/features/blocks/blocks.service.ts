import {
  convertWeight,
  roundTo,
  setFigures,
  type BlockDetails,
  type E1rmMethod,
  type PersonalChart,
  type WeightUnit,
} from "@topset/shared";
import type { Db } from "../../db/client.js";
import {
  findBlock,
  listBlockE1rmCandidates,
  listBlockSessions,
  listBlockWeeklyVolumeByUnit,
} from "./blocks.queries.js";

type Best = BlockDetails["best_e1rm"][number];

/** The block page: its sessions, the best e1RM per lift and the weekly volume, in four statements. */
export async function blockDetails(
  db: Db,
  owned: { id: number; userId: number },
): Promise<BlockDetails | undefined> {
  const block = await findBlock(db, owned);
  if (!block) return undefined;
  const [sessions, candidates, volumes] = await Promise.all([
    listBlockSessions(db, owned),
    listBlockE1rmCandidates(db, owned),
    listBlockWeeklyVolumeByUnit(db, owned),
  ]);
  return {
    ...block,
    sessions: sessions.map((s) => ({
      ...s,
      start_date: s.start_date.toISOString(),
      end_date: s.end_date?.toISOString() ?? null,
    })),
    best_e1rm: bestE1rmPerExercise(candidates),
    weekly_volume: weeklyVolumeKg(volumes),
  };
}

/** Per exercise, the set with the highest e1RM (compared in kg); on a tie the most recent (rows come newest first). */
function bestE1rmPerExercise(
  candidates: (Omit<Best, "e1rm"> & {
    reps: number;
    weight: number;
    rpe: number | null;
    e1rm_method: E1rmMethod;
    personal_rpe_chart: PersonalChart | null;
  })[],
): Best[] {
  const best = new Map<number, Best & { kg: number }>();
  for (const set of candidates) {
    // The set's own e1RM figure, in the owner's method: null outside the band or off the RPE chart.
    const value = setFigures(set, set.e1rm_method, set.personal_rpe_chart).e1rm;
    if (value === null) continue;
    const kg = convertWeight(value, set.weight_unit, "kg");
    const current = best.get(set.exercise_id);
    if (current && current.kg >= kg) continue;
    best.set(set.exercise_id, {
      exercise_id: set.exercise_id,
      exercise_name: set.exercise_name,
      e1rm: value,
      weight_unit: set.weight_unit,
      set_id: set.set_id,
      session_id: set.session_id,
      kg,
    });
  }
  return [...best.values()]
    .sort((a, b) => a.exercise_name.localeCompare(b.exercise_name) || a.exercise_id - b.exercise_id)
    .map(({ kg: _kg, ...row }) => row);
}

function weeklyVolumeKg(
  rows: { week_start: string; weight_unit: WeightUnit; volume: number; sets: number }[],
) {
  const weeks = new Map<string, { week_start: string; volume_kg: number; sets: number }>();
  for (const row of rows) {
    const week = weeks.get(row.week_start) ?? { week_start: row.week_start, volume_kg: 0, sets: 0 };
    week.volume_kg += convertWeight(row.volume, row.weight_unit, "kg");
    week.sets += row.sets;
    weeks.set(row.week_start, week);
  }
  return [...weeks.values()].map((w) => ({ ...w, volume_kg: roundTo(w.volume_kg, 2) }));
}

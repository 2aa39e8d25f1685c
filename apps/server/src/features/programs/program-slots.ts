import type { Program } from "@topset/shared";
import type { ProgramRow, ProgramSessionRow } from "./programs.queries.js";

type Day = Program["weeks"][number]["days"][number];

/**
 * The session that fills one workout among those started for it: the completed one when there is one
 * (the workout is done), else the newest (in progress).
 */
function fillingSession(candidates: ProgramSessionRow[]): ProgramSessionRow | undefined {
  return candidates.find((s) => s.endDate !== null) ?? candidates.at(-1);
}

/**
 * The wire shape of a program: each workout with its routine and the session that filled it, and the
 * next workout: the first one, week by week and day by day, that is not done. A workout whose session
 * is still in progress is that next one (its `session_id` says so); a session whose workout an edit
 * removed is left out. `coach` names who wrote it into the account (null: the member's own).
 */
export function toProgram(
  row: ProgramRow,
  routineNames: Map<number, string>,
  programSessions: ProgramSessionRow[],
  coachNames: Map<number, string> = new Map(),
): Program {
  const bySlot = new Map<string, ProgramSessionRow[]>();
  for (const s of programSessions) {
    if (s.programId !== row.id) continue;
    const slot = `${s.week}/${s.day}`;
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), s]);
  }
  let next: Program["next"] = null;
  const weeks = row.weeks.map((w, i) => {
    const week = i + 1;
    const days = w.days.map((routineId, j): Day => {
      const day = j + 1;
      const session = fillingSession(bySlot.get(`${week}/${day}`) ?? []);
      const done = session?.endDate != null;
      const routineName = routineNames.get(routineId) ?? null;
      if (!done && next === null) {
        next = {
          week,
          day,
          routine_id: routineId,
          routine_name: routineName,
          session_id: session?.id ?? null,
        };
      }
      return {
        day,
        routine_id: routineId,
        routine_name: routineName,
        session_id: session?.id ?? null,
        session_date: session?.startDate.toISOString() ?? null,
        done,
      };
    });
    return { week, days };
  });
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    notes: row.notes,
    block_id: row.blockId,
    weeks,
    next,
    coach: row.coachId === null ? null : { id: row.coachId, username: coachNames.get(row.coachId) ?? "" },
    training_maxes: row.trainingMaxes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

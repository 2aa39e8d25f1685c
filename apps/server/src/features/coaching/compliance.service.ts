import {
  type ComplianceWeek,
  convertWeight,
  displayWeight,
  estimateE1rm,
  roundTo,
  type WeightUnit,
} from "@topset/shared";
import type { Db } from "../../db/client.js";
import { addDays, localDay, mondayOf, reportZone, startOfDay } from "../../lib/account-weeks.js";
import { notFound } from "../../lib/http-errors.js";
import { requireGrant } from "./coach-guard.js";
import {
  type AthleteAccount,
  type ComplianceRow,
  findAthleteAccount,
  listComplianceRows,
  listProgramPlacements,
  listTrendSets,
  type ProgramPlacement,
  type TrendCell,
} from "./compliance.queries.js";

type ComplianceSet = ComplianceWeek["sessions"][number]["exercises"][number]["sets"][number];
type Session = ComplianceWeek["sessions"][number];

/** The weeks a trend covers: the one shown and the 11 before it. */
export const TREND_WEEKS = 12;
export const DAY_MS = 86_400_000;

/**
 * The athlete whose training the caller may read here: themselves, or an athlete who gave them a
 * live grant of either scope (404 otherwise, asked on every request: coach-guard.ts).
 */
export async function openAthlete(db: Db, viewerId: number, athleteId: number): Promise<AthleteAccount> {
  if (viewerId !== athleteId) await requireGrant(db, { coachId: viewerId, athleteId }, "read");
  const account = await findAthleteAccount(db, athleteId);
  if (!account) throw notFound("Athlete");
  return account;
}

/**
 * A set planned beside done. Planned figures come from the set's `prescription` (a set logged
 * outside the plan has none): its reps and RPE as prescribed; the planned load is the prescription's
 * own weight for a fixed load (in the set's unit), else the load computed at start, kept in
 * `planned_weight` (marking the set done overwrites `weight`). Sets planned before that column
 * existed fall back to their weight while undone. The done figures of an undone set are null:
 * nothing was lifted.
 */
export function toComplianceSet(row: ComplianceRow & { setId: number }): ComplianceSet {
  const planned = row.prescription;
  const unit = row.weightUnit as WeightUnit;
  const done = row.done === true;
  let plannedWeight: number | null = null;
  if (planned?.weight !== undefined) {
    plannedWeight = displayWeight({ value: planned.weight, unit: planned.weight_unit ?? unit }, unit);
  } else if (planned && row.plannedWeight !== null && row.plannedWeight > 0) {
    plannedWeight = row.plannedWeight;
  } else if (planned && !done && row.weight !== null && row.weight > 0) {
    plannedWeight = row.weight;
  }
  return {
    set_id: row.setId,
    planned_reps: planned?.reps ?? null,
    planned_weight: plannedWeight,
    planned_rpe: planned?.rpe ?? null,
    done,
    reps: done ? row.reps : null,
    weight: done ? row.weight : null,
    weight_unit: unit,
    rpe: done ? row.rpe : null,
  };
}

/** Flat rows (one a set) back into sessions → exercises → sets, in their order. */
export function groupSessions(rows: ComplianceRow[]): Session[] {
  const out: Session[] = [];
  for (const row of rows) {
    let session = out.at(-1);
    if (session?.session_id !== row.sessionId) {
      session = {
        session_id: row.sessionId,
        name: row.sessionName,
        start_date: row.startDate.toISOString(),
        completed: row.endDate !== null,
        program_id: row.programId,
        program_week: row.programWeek,
        program_day: row.programDay,
        exercises: [],
      };
      out.push(session);
    }
    if (row.logId === null || row.exerciseId === null) continue;
    let exercise = session.exercises.at(-1);
    if (exercise?.log_id !== row.logId) {
      exercise = {
        log_id: row.logId,
        exercise_id: row.exerciseId,
        name: row.exerciseName ?? "",
        sets: [],
        video_id: row.videoId,
      };
      session.exercises.push(exercise);
    }
    if (row.setId !== null) exercise.sets.push(toComplianceSet({ ...row, setId: row.setId }));
  }
  return out;
}

/**
 * Program workouts of the week starting `monday` with no session. NOTE: a program is placed on the
 * calendar from its first session: week N is the calendar week N − 1 weeks after the one holding that
 * session (as the roster counts planned sessions). A program never started is placed from the week a
 * coach assigned it, and not at all when it is the athlete's own.
 */
export function openWorkouts(
  placements: ProgramPlacement[],
  monday: string,
): ComplianceWeek["open_workouts"] {
  const open: ComplianceWeek["open_workouts"] = [];
  for (const program of placements) {
    const days = Math.round(
      (Date.parse(`${monday}T00:00:00Z`) - Date.parse(`${program.firstMonday}T00:00:00Z`)) / DAY_MS,
    );
    const week = days / 7 + 1;
    const plan = program.weeks[week - 1];
    if (!Number.isInteger(week) || week < 1 || !plan) continue;
    const filled = new Set(program.filled ?? []);
    plan.days.forEach((routineId, i) => {
      if (filled.has(`${week}/${i + 1}`)) return;
      open.push({
        program_id: program.id,
        program_name: program.name,
        week,
        day: i + 1,
        routine_name: program.routineNames?.[String(routineId)] ?? null,
      });
    });
  }
  return open;
}

/**
 * Per lift, the best e1RM of each day, in the athlete's unit, to 0.1: by the athlete's own method
 * (formula, RPE chart or their fitted chart), so the coach reads the figures the athlete's history
 * shows. A set the chart has no cell for counts for nothing.
 */
export function trendsOf(
  cells: TrendCell[],
  account: Pick<AthleteAccount, "weightUnit" | "e1rmMethod" | "personalRpeChart">,
): ComplianceWeek["trends"] {
  const unit = account.weightUnit;
  const lifts = new Map<number, { name: string; best: Map<string, number> }>();
  for (const [day, exerciseId, name, weight, from, reps, rpe] of cells) {
    const estimate = estimateE1rm(account.e1rmMethod, { weight, reps, rpe }, account.personalRpeChart);
    if (estimate === undefined) continue;
    const e1rm = convertWeight(estimate, from, unit);
    const lift = lifts.get(exerciseId) ?? { name, best: new Map<string, number>() };
    lifts.set(exerciseId, lift);
    lift.best.set(day, Math.max(lift.best.get(day) ?? 0, e1rm));
  }
  return [...lifts]
    .map(([exerciseId, lift]) => ({
      exercise_id: exerciseId,
      name: lift.name,
      points: [...lift.best]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, e1rm]) => ({ date, e1rm: roundTo(e1rm, 1) })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.exercise_id - b.exercise_id);
}

/**
 * The compliance week (GET /coach/athletes/{athleteId}/week): Monday to Sunday in the athlete's
 * zone, holding `day` (today there by default). Five statements whatever the week holds: the grant
 * (not asked for the athlete themselves), the account, the week's sets, the programs, the trend sets.
 */
export async function readComplianceWeek(
  db: Db,
  where: { viewerId: number; athleteId: number; day?: string },
): Promise<ComplianceWeek> {
  const account = await openAthlete(db, where.viewerId, where.athleteId);
  const zone = reportZone(account.timezone);
  const monday = mondayOf(where.day ?? localDay(new Date(), zone));
  const from = startOfDay(monday, zone);
  const to = startOfDay(addDays(monday, 7), zone);
  const trendFrom = startOfDay(addDays(monday, -7 * (TREND_WEEKS - 1)), zone);
  const [rows, placements, cells] = await Promise.all([
    listComplianceRows(db, { userId: account.id, from, to }),
    listProgramPlacements(db, { userId: account.id, zone }),
    listTrendSets(db, { userId: account.id, from: trendFrom, to, zone }),
  ]);
  return {
    athlete: { id: account.id, username: account.username },
    week_start: monday,
    week_end: addDays(monday, 6),
    sessions: groupSessions(rows),
    open_workouts: openWorkouts(placements, monday),
    trends: trendsOf(cells, account),
  };
}

import type { Prescription } from "@topset/shared";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { exercises, logs, programs, routines, sessions, sets, users, videos } from "../../db/schema/index.js";

/** The athlete's name, zone and unit; undefined for a disabled or deleted account. */
export async function findAthleteAccount(db: Db, athleteId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      timezone: users.timezone,
      weightUnit: users.weightUnit,
      // The trend is estimated as the athlete's own screens estimate it (decision 045).
      e1rmMethod: users.e1rmMethod,
      personalRpeChart: users.personalRpeChart,
    })
    .from(users)
    .where(and(eq(users.id, athleteId), eq(users.deleted, false)));
  return row;
}
export type AthleteAccount = NonNullable<Awaited<ReturnType<typeof findAthleteAccount>>>;

type Window = { userId: number; from: Date; to: Date };
const startedIn = (w: Window) =>
  and(eq(sessions.userId, w.userId), gte(sessions.startDate, w.from), lt(sessions.startDate, w.to));

/**
 * Every set of the sessions started in [from, to), one row each, in the order the session screen
 * shows them, with its session, log and the log's video; a session without sets (or a log without
 * sets) still gives one row with the missing parts null. One statement for the week and the CSV
 * (sessions_user_start_idx, logs by session, sets_log_idx, videos_log_unique).
 */
export function listComplianceRows(db: Db, w: Window) {
  return db
    .select({
      sessionId: sessions.id,
      sessionName: sessions.name,
      startDate: sessions.startDate,
      endDate: sessions.endDate,
      programId: sessions.programId,
      programWeek: sessions.programWeek,
      programDay: sessions.programDay,
      logId: logs.id,
      exerciseId: logs.exerciseId,
      exerciseName: logs.name,
      videoId: videos.id,
      setId: sets.id,
      reps: sets.reps,
      weight: sets.weight,
      weightUnit: sets.weightUnit,
      rpe: sets.rpe,
      done: sets.done,
      prescription: sets.prescription,
      plannedWeight: sets.plannedWeight,
    })
    .from(sessions)
    .leftJoin(logs, eq(logs.sessionId, sessions.id))
    .leftJoin(videos, eq(videos.logId, logs.id))
    .leftJoin(sets, eq(sets.logId, logs.id))
    .where(startedIn(w))
    .orderBy(
      asc(sessions.startDate),
      asc(sessions.id),
      asc(logs.position),
      asc(logs.id),
      asc(sets.position),
      asc(sets.id),
    );
}
export type ComplianceRow = Awaited<ReturnType<typeof listComplianceRows>>[number];
export type ComplianceSetRow = ComplianceRow & { prescription: Prescription | null };

/**
 * The athlete's programs that have a session or that a coach wrote, each with the Monday (in `zone`)
 * of the week of its first session (a coach's program not started yet: of the week it was assigned), the workouts (week/day) that have a session, and the names of the routines its
 * days name (the athlete's own, a deleted one absent). One statement (programs_user_idx,
 * sessions_program_idx).
 */
export async function listProgramPlacements(db: Db, where: { userId: number; zone: string }) {
  return db
    .select({
      id: programs.id,
      name: programs.name,
      weeks: programs.weeks,
      firstMonday: sql<string>`to_char(date_trunc('week', coalesce(min(${sessions.startDate}), ${programs.createdAt}) at time zone ${where.zone}), 'YYYY-MM-DD')`,
      filled: sql<
        string[] | null
      >`array_agg(distinct ${sessions.programWeek} || '/' || ${sessions.programDay}) filter (where ${sessions.id} is not null)`,
      routineNames: sql<Record<
        string,
        string
      > | null>`(select json_object_agg(r.id, r.name) from ${routines} r
        where r.user_id = ${programs.userId} and r.id in (select (jsonb_array_elements_text(w -> 'days'))::int
          from jsonb_array_elements(${programs.weeks}) w))`,
    })
    .from(programs)
    .leftJoin(sessions, eq(sessions.programId, programs.id))
    .where(eq(programs.userId, where.userId))
    .groupBy(programs.id)
    .having(sql`count(${sessions.id}) > 0 or ${programs.coachId} is not null`)
    .orderBy(asc(programs.id));
}
export type ProgramPlacement = Awaited<ReturnType<typeof listProgramPlacements>>[number];

/** [day in the zone, exercise id, exercise name, weight, unit, reps, rpe] */
export type TrendCell = [string, number, string, number, "kg" | "lbs", number, number | null];

/**
 * The done working sets of at most 10 reps with a load, of sessions started in [from, to), with the
 * day they fall on in `zone`: what the e1RM trends are drawn from. One JSON value, as the insights
 * read their history (a few thousand rows cost far less as one value on the embedded database).
 */
export async function listTrendSets(db: Db, w: Window & { zone: string }): Promise<TrendCell[]> {
  const [result] = await db
    .select({
      rows: sql<TrendCell[] | null>`json_agg(json_build_array(
        to_char(${sessions.startDate} at time zone ${w.zone}, 'YYYY-MM-DD'), ${sets.exerciseId}, ${exercises.name},
        ${sets.weight}, ${sets.weightUnit}, ${sets.reps}, ${sets.rpe})
        order by ${sessions.startDate}, ${sets.id})`,
    })
    .from(sessions)
    .innerJoin(sets, eq(sets.sessionId, sessions.id))
    .innerJoin(exercises, eq(exercises.id, sets.exerciseId))
    .where(
      and(
        startedIn(w),
        eq(sets.done, true),
        sql`${sets.kind} <> 'warmup' and ${sets.weight} > 0 and ${sets.reps} <= 10`,
      ),
    );
  return result?.rows ?? [];
}

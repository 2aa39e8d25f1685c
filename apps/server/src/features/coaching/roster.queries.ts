import { type GrantScope, KG_PER_LB } from "@topset/shared";
import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accessCodes, coachComments, logs, programs, sessions, sets, users } from "../../db/schema/index.js";

/**
 * Notes that say something hurts, matched case-insensitively from the start of a word ("sore",
 * "Painful", "tweaked"); a compound such as "backache" is not caught, "cache" or "Spain" neither.
 */
export const PAIN_PATTERN = "\\m(pain|hurt|injur|tweak|sore|ache|aching|strain)";

/**
 * Epley's e1RM in kg, as `epleyE1rm` in packages/shared (domain/insights/chart.ts): weight × (1 +
 * (reps + RIR − 1) / 30), RIR = 10 − RPE, 0 without one. NOTE: a copy of the shared function, kept in
 * SQL so the roster's "new PR" is decided in the page's one statement; the week's trend lines use the
 * shared function on the same sets (compliance.service.ts), so a new PR is a new high on the chart.
 */
const epleyKg = (set: string) =>
  sql.raw(`(${set}.weight::float8 * (case when ${set}.weight_unit = 'lbs' then ${KG_PER_LB}::float8 else 1 end)
    * (1 + (${set}.reps + coalesce(10 - ${set}.rpe::float8, 0) - 1) / 30))`);
/** A set that draws an e1RM on the trend: done, not a warm-up, a load, at most 10 reps. */
const trendSet = (set: string) =>
  sql.raw(`${set}.done and ${set}.kind <> 'warmup' and ${set}.weight > 0 and ${set}.reps <= 10`);

// The page's columns, written out: drizzle leaves a single FROM item's columns unqualified, and an
// unqualified `id` inside the subqueries below would bind to their own tables.
const athlete = sql.raw("page.athlete_id");
/** This week in the athlete's zone: Monday 00:00 there, and the Monday after. */
const weekStart = sql.raw("(page.monday at time zone page.zone)");
const weekEnd = sql.raw("((page.monday + interval '7 days') at time zone page.zone)");
const thisWeek = (session: string) =>
  sql`${sql.raw(session)}.user_id = ${athlete} and ${sql.raw(session)}.start_date >= ${weekStart}
    and ${sql.raw(session)}.start_date < ${weekEnd}`;

const liveGrants = (coachId: number) =>
  and(
    eq(accessCodes.redeemedBy, coachId),
    isNotNull(accessCodes.redeemedAt),
    isNull(accessCodes.revokedAt),
    eq(users.deleted, false),
    ne(accessCodes.userId, coachId),
  );

/**
 * Program workouts planned this week and those of last week left undone, over the athlete's programs
 * that have a session or that a coach wrote. NOTE: a program runs on the calendar from its first
 * session (a coach's program not started yet: from the week it was assigned): program week N is the
 * calendar week (Monday to Sunday, athlete's zone) N − 1 weeks after the one holding that start.
 * Planned = the days of the program week that is this week; missed = days of the program week that
 * was last week with no completed session (earlier misses were last week's news).
 */
const programWeeks = sql`(select json_build_object(
    'planned', coalesce(sum(case when pw.n >= 1 then coalesce(jsonb_array_length(pw.weeks -> (pw.n - 1) -> 'days'), 0) end), 0),
    'missed', coalesce(sum((select count(*) from jsonb_array_elements(
        case when pw.n >= 2 then pw.weeks -> (pw.n - 2) -> 'days' end) with ordinality as d(routine_id, slot)
      where not exists (select 1 from ${sessions} filled where filled.program_id = pw.id
        and filled.program_week = pw.n - 1 and filled.program_day = d.slot and filled.end_date is not null))), 0))
  from (select p.id, p.weeks,
      (page.monday::date - date_trunc('week', coalesce(min(s.start_date), p.created_at) at time zone page.zone)::date) / 7 + 1 as n
    from ${programs} p left join ${sessions} s on s.program_id = p.id
    where p.user_id = ${athlete} group by p.id
    having count(s.id) > 0 or p.coach_id is not null) pw)`;

/** This week's planned sets, those done, and the mean RPE overshoot of the done ones prescribed by RPE. */
const weekSets = sql`(select json_build_object(
    'planned', count(*) filter (where st.prescription is not null),
    'done', count(*) filter (where st.prescription is not null and st.done),
    'rpe', avg(st.rpe::float8 - (st.prescription ->> 'rpe')::float8)
      filter (where st.done and st.rpe is not null and st.prescription ->> 'rpe' is not null))
  from ${sessions} s join ${sets} st on st.session_id = s.id where ${thisWeek("s")})`;

/** Sets of the lift `wk.exercise_id` from sessions started before this week. */
const earlier = sql`${sets} old join ${sessions} os on os.id = old.session_id
  where old.user_id = ${athlete} and old.exercise_id = wk.exercise_id and ${trendSet("old")}
    and os.start_date < ${weekStart}`;

/**
 * A done set this week above every earlier one of its lift (an earlier one must exist: a first
 * session is no PR). Asked as "no earlier set as good", which stops at the first one found.
 * NOTE: scalar subqueries with LIMIT, not EXISTS: the planner keeps them correlated, probing
 * sets_user_exercise_created_idx per lift, where an EXISTS may become a join over every lift's sets.
 */
const newPr = sql`exists (select 1 from (
    select st.exercise_id, max(${epleyKg("st")}) as best
    from ${sessions} s join ${sets} st on st.session_id = s.id
    where ${thisWeek("s")} and ${trendSet("st")} group by st.exercise_id) wk
  where (select true from ${earlier} limit 1)
    and (select true from ${earlier} and ${epleyKg("old")} >= wk.best limit 1) is null)`;

/** Each of the three probes starts from this week's sessions, so it reads their own notes only. */
const painNotes = sql`(exists (select 1 from ${sessions} s where ${thisWeek("s")} and s.notes ~* ${PAIN_PATTERN})
  or exists (select 1 from ${sessions} s join ${logs} l on l.session_id = s.id
    where ${thisWeek("s")} and l.notes ~* ${PAIN_PATTERN})
  or exists (select 1 from ${sessions} s join ${sets} st on st.session_id = s.id
    where ${thisWeek("s")} and st.notes ~* ${PAIN_PATTERN}))`;

export type RosterRow = Awaited<ReturnType<typeof listRosterPage>>[number];

/**
 * One page of the coach's athletes (live grants, oldest first) with this week's figures, in ONE
 * statement (docs/decisions/039-one-statement-reads.md): the page of grants (access_codes by
 * `redeemed_by`) with the total in every row, then per athlete subqueries over their own rows only
 * (sessions_user_start_idx for the week, sets_session_idx, programs_user_idx, sessions_program_idx,
 * sets_user_exercise_created_idx for earlier bests, coach_comments_athlete_idx).
 * NOTE: an account without a time zone reads UTC, as everywhere (lib/account-weeks.ts).
 */
export function listRosterPage(db: Db, p: { coachId: number; limit: number; offset: number }) {
  const page = db
    .select({
      athleteId: sql<number>`${users.id}`.as("athlete_id"),
      username: sql<string>`${users.username}`.as("username"),
      grantId: sql<number>`${accessCodes.id}`.as("grant_id"),
      scope: sql<GrantScope>`${accessCodes.scope}`.as("scope"),
      since: sql`${accessCodes.redeemedAt}`.as("since"),
      zone: sql<string>`coalesce(${users.timezone}, 'UTC')`.as("zone"),
      monday: sql`date_trunc('week', now() at time zone coalesce(${users.timezone}, 'UTC'))`.as("monday"),
      total: sql<number>`(count(*) over ())::int`.as("total"),
    })
    .from(accessCodes)
    .innerJoin(users, eq(users.id, accessCodes.userId))
    .where(liveGrants(p.coachId))
    .orderBy(accessCodes.redeemedAt, accessCodes.id)
    .limit(p.limit)
    .offset(p.offset)
    .as("page");
  return db
    .select({
      id: sql<number>`page.athlete_id`,
      username: sql<string>`page.username`,
      grantId: sql<number>`page.grant_id`,
      scope: sql<GrantScope>`page.scope`,
      since: sql`page.since`.mapWith(accessCodes.redeemedAt),
      total: sql<number>`page.total`,
      lastSessionAt: sql`(select max(s.start_date) from ${sessions} s where s.user_id = ${athlete})`.mapWith(
        sessions.startDate,
      ),
      doneSessions: sql<number>`(select count(*)::int from ${sessions} s where ${thisWeek("s")} and s.end_date is not null)`,
      programWeeks: sql<{ planned: number; missed: number }>`${programWeeks}`,
      weekSets: sql<{ planned: number; done: number; rpe: number | null }>`${weekSets}`,
      newPr: sql<boolean>`${newPr}`,
      painNotes: sql<boolean>`${painNotes}`,
      unreadComments: sql<number>`(select count(*)::int from ${coachComments} c
        where c.athlete_id = ${athlete} and c.author_id = ${athlete} and c.read_at is null)`,
    })
    .from(page)
    .orderBy(sql`page.since`, sql`page.grant_id`);
}

/** The coach's live grants, counted alone: only for an empty page past the first (lib/pagination.ts). */
export async function countRoster(db: Db, coachId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(accessCodes)
    .innerJoin(users, eq(users.id, accessCodes.userId))
    .where(liveGrants(coachId));
  return row?.total ?? 0;
}

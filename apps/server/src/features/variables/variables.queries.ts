import {
  KG_PER_LB,
  type BodyweightEntry,
  type CaloriesEntry,
  type CreateVariable,
  type RecoveryEntry,
  type TrackerKind,
  type WeightUnit,
} from "@topset/shared";
import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { pageBounds, preparedPerDb, unread } from "../../db/prepared.js";
import {
  isBodyweightEntry,
  isCaloriesEntry,
  isRecoveryEntry,
  sessions,
  trackerTotals,
  users,
  variables,
} from "../../db/schema/index.js";

/**
 * One page of a tracker; `limit` undefined = every row (the CSV's "all pages", bounded by one user's
 * data). `total`: also count all the user's entries there (a paged list's total); others skip it.
 */
export type TrackerPage = { limit?: number; offset: number; total?: boolean };

const kindFilter: Record<TrackerKind, SQL> = {
  bodyweight: isBodyweightEntry,
  calories: isCaloriesEntry,
  recovery: isRecoveryEntry,
};

// Every list walks its partial index (user_id, created_at) WHERE <kind>; the id keeps entries of the
// same instant in a stable order across pages.
const newestFirst = [desc(variables.createdAt), desc(variables.id)] as const;
/** The owner, as a value or as the placeholder of a prepared statement. */
type OwnerRef = number | Placeholder | SQL;
const ofUser = (kind: TrackerKind, userId: OwnerRef) => and(eq(variables.userId, userId), kindFilter[kind]);

/** Newest first, one page (or every row when `page.limit` is undefined). */
function newestPage<T extends PgSelect>(query: T, page: TrackerPage) {
  const ordered = query.orderBy(...newestFirst).offset(page.offset);
  return page.limit === undefined ? ordered : ordered.limit(page.limit);
}

/**
 * A paged list with its total, the tracker screens' call: prepared once per kind (db/prepared.ts),
 * so neither drizzle nor PostgreSQL builds or plans it again per request (`unread`). Other shapes
 * (every row, a page without its total) are built per call: they are rare.
 */
const pagedStatements = preparedPerDb((db: Db) => {
  // Every value unread by the planner, so the plan is made once (db/prepared.ts).
  const userId = unread("userId");
  const bounds = pageBounds();
  const page = <T extends PgSelect>(query: T) =>
    query
      .orderBy(...newestFirst)
      .limit(bounds.limit)
      .offset(bounds.offset);
  const counted: TrackerPage = { offset: 0, total: true };
  return {
    bodyweight: page(bodyweightQuery(db, userId, counted)).prepare("tracker_page_bodyweight"),
    calories: page(caloriesQuery(db, userId, counted)).prepare("tracker_page_calories"),
    recovery: page(recoveryQuery(db, userId, counted)).prepare("tracker_page_recovery"),
  };
});

/** The prepared page when the call is a paged list with its total, else undefined. */
function pagedArgs(userId: number, page: TrackerPage) {
  return page.limit !== undefined && page.total
    ? { userId, limit: page.limit, offset: page.offset }
    : undefined;
}

/** How many entries the user has in one tracker, as kept in tracker_totals (no row: none). */
const totalKept = (kind: TrackerKind, userId: OwnerRef) =>
  sql<number>`coalesce((select ${trackerTotals[kind]} from ${trackerTotals} where ${trackerTotals.userId} = ${userId}), 0)`;

/** How many entries the user has in one tracker (the pagination total). */
export async function countEntries(db: Db, kind: TrackerKind, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: trackerTotals[kind] })
    .from(trackerTotals)
    .where(eq(trackerTotals.userId, userId));
  return row?.total ?? 0;
}

/**
 * The same total as a column of every row of a page (an uncorrelated subquery: read once), so a
 * page and its total are one statement (lib/pagination.ts).
 */
const totalOfUser = (kind: TrackerKind, userId: OwnerRef, page: TrackerPage): SQL<number | null> =>
  page.total ? totalKept(kind, userId) : sql`null::int`;

/** A page of one tracker's entries, and the user's total there when asked and the page has rows. */
export type TrackerRows<T> = { entries: T[]; total: number | undefined };

function withTotal<R extends { total: number | null }, T>(rows: R[], to: (row: R) => T): TrackerRows<T> {
  return { entries: rows.map(to), total: rows[0]?.total ?? undefined };
}

// ---- bodyweight -----------------------------------------------------------------------------

/**
 * The previous (older) entry over the user's whole bodyweight history: the window is evaluated over
 * every row the WHERE keeps, before ORDER BY/LIMIT, so the oldest row of a page still finds its
 * predecessor on the next page.
 */
const olderWindow = sql`over (order by ${variables.createdAt} desc, ${variables.id} desc)`;
const olderWeight = sql`lead(${variables.bodyWeight}) ${olderWindow}`;
const olderUnit = sql`lead(${variables.bodyWeightUnit}) ${olderWindow}`;

/**
 * trend = this weight minus the previous one, in this entry's unit: exact when both share a unit,
 * else the previous weight converted (KG_PER_LB, inlined as a numeric literal) and the difference
 * rounded to 2 decimals.
 */
const kgPerLb = sql.raw(String(KG_PER_LB));
const trend = sql<string | null>`case
  when ${olderUnit} is null then null
  when ${olderUnit} = ${variables.bodyWeightUnit} then ${variables.bodyWeight} - ${olderWeight}
  when ${variables.bodyWeightUnit} = 'kg' then round(${variables.bodyWeight} - ${olderWeight} * ${kgPerLb}, 2)
  else round(${variables.bodyWeight} - ${olderWeight} / ${kgPerLb}, 2)
end`;

const bodyweightColumns = {
  id: variables.id,
  userId: variables.userId,
  sessionId: variables.sessionId,
  bodyWeight: variables.bodyWeight,
  bodyWeightUnit: variables.bodyWeightUnit,
  createdAt: variables.createdAt,
  trend: trend.as("trend"),
};

type BodyweightRow = {
  id: number;
  userId: number;
  sessionId: number | null;
  bodyWeight: number | null;
  bodyWeightUnit: WeightUnit | null;
  createdAt: Date;
  trend: string | number | null;
};

function toBodyweightEntry(row: BodyweightRow): BodyweightEntry {
  return {
    id: row.id,
    user_id: row.userId,
    session_id: row.sessionId,
    // Never null here: the bodyweight filter and the has-unit check guarantee both.
    body_weight: Number(row.bodyWeight),
    body_weight_unit: row.bodyWeightUnit ?? "kg",
    trend: row.trend === null ? null : Number(row.trend),
    created_at: row.createdAt.toISOString(),
  };
}

function bodyweightQuery(db: Db, userId: OwnerRef, page: TrackerPage) {
  return db
    .select({ ...bodyweightColumns, total: totalOfUser("bodyweight", userId, page) })
    .from(variables)
    .where(ofUser("bodyweight", userId))
    .$dynamic();
}

/** One page of the user's bodyweight entries, newest first, each with its trend. */
export async function listBodyweight(
  db: Db,
  userId: number,
  page: TrackerPage,
): Promise<TrackerRows<BodyweightEntry>> {
  const args = pagedArgs(userId, page);
  const rows = args
    ? await pagedStatements(db).bodyweight.execute(args)
    : await newestPage(bodyweightQuery(db, userId, page), page);
  return withTotal(rows, toBodyweightEntry);
}

/** One bodyweight entry with its trend (the window runs over the history first, then the id is picked). */
export async function findBodyweight(
  db: Db,
  userId: number,
  id: number,
): Promise<BodyweightEntry | undefined> {
  const history = db
    .select(bodyweightColumns)
    .from(variables)
    .where(ofUser("bodyweight", userId))
    .as("history");
  const [row] = await db.select().from(history).where(eq(history.id, id));
  return row ? toBodyweightEntry(row) : undefined;
}

// ---- calories -------------------------------------------------------------------------------

const caloriesColumns = {
  id: variables.id,
  userId: variables.userId,
  sessionId: variables.sessionId,
  caloriesPriorSession: variables.caloriesPriorSession,
  totalCalories: variables.totalCalories,
  createdAt: variables.createdAt,
};
type CaloriesRow = {
  id: number;
  userId: number;
  sessionId: number | null;
  caloriesPriorSession: number | null;
  totalCalories: number | null;
  createdAt: Date;
};

function toCaloriesEntry(row: CaloriesRow): CaloriesEntry {
  return {
    id: row.id,
    user_id: row.userId,
    session_id: row.sessionId,
    calories_prior_session: row.caloriesPriorSession,
    total_calories: row.totalCalories,
    created_at: row.createdAt.toISOString(),
  };
}

function caloriesQuery(db: Db, userId: OwnerRef, page: TrackerPage) {
  return db
    .select({ ...caloriesColumns, total: totalOfUser("calories", userId, page) })
    .from(variables)
    .where(ofUser("calories", userId))
    .$dynamic();
}

/** One page of the user's calorie entries, newest first. */
export async function listCalories(
  db: Db,
  userId: number,
  page: TrackerPage,
): Promise<TrackerRows<CaloriesEntry>> {
  const args = pagedArgs(userId, page);
  const rows = args
    ? await pagedStatements(db).calories.execute(args)
    : await newestPage(caloriesQuery(db, userId, page), page);
  return withTotal(rows, toCaloriesEntry);
}

// ---- recovery -------------------------------------------------------------------------------

const recoveryColumns = {
  id: variables.id,
  userId: variables.userId,
  sessionId: variables.sessionId,
  stressLevel: variables.stressLevel,
  hoursOfSleep: variables.hoursOfSleep,
  sessionRpe: sessions.sessionRpe,
  createdAt: variables.createdAt,
};

type RecoveryRow = {
  id: number;
  userId: number;
  sessionId: number | null;
  stressLevel: number | null;
  hoursOfSleep: number | null;
  sessionRpe: number | null;
  createdAt: Date;
};

function toRecoveryEntry(row: RecoveryRow): RecoveryEntry {
  return {
    id: row.id,
    user_id: row.userId,
    session_id: row.sessionId,
    stress_level: row.stressLevel,
    hours_of_sleep: row.hoursOfSleep,
    session_rpe: row.sessionRpe,
    created_at: row.createdAt.toISOString(),
  };
}

function recoveryQuery(db: Db, userId: OwnerRef, page: TrackerPage) {
  return db
    .select({ ...recoveryColumns, total: totalOfUser("recovery", userId, page) })
    .from(variables)
    .leftJoin(sessions, eq(sessions.id, variables.sessionId))
    .where(ofUser("recovery", userId))
    .$dynamic();
}

/** One page of the user's recovery entries, newest first, with the linked session's RPE (one join, no N+1). */
export async function listRecovery(
  db: Db,
  userId: number,
  page: TrackerPage,
): Promise<TrackerRows<RecoveryEntry>> {
  const args = pagedArgs(userId, page);
  const rows = args
    ? await pagedStatements(db).recovery.execute(args)
    : await newestPage(recoveryQuery(db, userId, page), page);
  return withTotal(rows, toRecoveryEntry);
}

// ---- writes ---------------------------------------------------------------------------------

export type NewEntry =
  | { kind: "bodyweight"; entry: BodyweightEntry }
  | { kind: "calories"; entry: CaloriesEntry }
  | { kind: "recovery"; entry: RecoveryEntry };

/** Inserts one standalone tracker entry; a bodyweight without a unit takes the user's unit. */
export async function insertEntry(db: Db, userId: number, input: CreateVariable): Promise<NewEntry> {
  switch (input.kind) {
    case "bodyweight": {
      const unit = input.body_weight_unit
        ? sql`${input.body_weight_unit}`
        : sql`(select ${users.weightUnit} from ${users} where ${users.id} = ${userId})`;
      const [row] = await db
        .insert(variables)
        .values({ userId, bodyWeight: input.body_weight, bodyWeightUnit: unit })
        .returning({ id: variables.id });
      const entry = row && (await findBodyweight(db, userId, row.id));
      if (!entry) throw new Error("insert returned no row");
      return { kind: "bodyweight", entry };
    }
    case "calories": {
      const [row] = await db
        .insert(variables)
        .values({
          userId,
          caloriesPriorSession: input.calories_prior_session,
          totalCalories: input.total_calories,
        })
        .returning(caloriesColumns);
      if (!row) throw new Error("insert returned no row");
      return { kind: "calories", entry: toCaloriesEntry(row) };
    }
    case "recovery": {
      const [row] = await db
        .insert(variables)
        .values({ userId, stressLevel: input.stress_level, hoursOfSleep: input.hours_of_sleep })
        .returning({ ...recoveryColumns, sessionRpe: sql<null>`null` });
      if (!row) throw new Error("insert returned no row");
      return { kind: "recovery", entry: toRecoveryEntry(row) };
    }
  }
}

/**
 * Deletes one of the user's entries, whatever its kind. A session-linked entry goes too; the session
 * keeps its own values (docs/decisions/002-trackers-storage.md), so the session screen is unchanged.
 */
export async function deleteEntry(db: Db, where: { id: number; userId: number }) {
  const [row] = await db
    .delete(variables)
    .where(and(eq(variables.id, where.id), eq(variables.userId, where.userId)))
    .returning({ id: variables.id });
  return row;
}

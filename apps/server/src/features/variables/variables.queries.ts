import type { CreateVariable, TrackerKind } from "@topset/shared";
import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { pageBounds, preparedPerDb, unread } from "../../db/prepared.js";
import { sessions, trackerTotals, variables } from "../../db/schema/index.js";
import { trackers, type TrackerEntries } from "./trackers.queries.js";

// Every tracker's list, read, insert and delete, built from its description (trackers.queries.ts).

/**
 * One page of a tracker; `limit` undefined = every row (the CSV's "all pages", bounded by one user's
 * data). `total`: also count all the user's entries there (a paged list's total); others skip it.
 */
export type TrackerPage = { limit?: number; offset: number; total?: boolean };

/** A page of one tracker's entries, and the user's total there when asked and the page has rows. */
export type TrackerRows<T> = { entries: T[]; total: number | undefined };

// Every list walks its partial index (user_id, created_at) WHERE <kind>; the id keeps entries of the
// same instant in a stable order across pages.
const newestFirst = [desc(variables.createdAt), desc(variables.id)] as const;
/** The owner, as a value or as the placeholder of a prepared statement. */
type OwnerRef = number | Placeholder | SQL;
/** A row of a tracker's columns as its wire entry (the description types each kind's own). */
const entryOf = <K extends TrackerKind>(kind: K, row: unknown) =>
  trackers[kind].toEntry(row as never) as TrackerEntries[K];
const ofUser = (kind: TrackerKind, userId: OwnerRef) =>
  and(eq(variables.userId, userId), trackers[kind].filter);

/** How many entries the user has in one tracker, as kept in tracker_totals (no row: none). */
const totalKept = (kind: TrackerKind, userId: OwnerRef) =>
  sql<number>`coalesce((select ${trackerTotals[kind]} from ${trackerTotals} where ${trackerTotals.userId} = ${userId}), 0)`;

/**
 * The same total as a column of every row of a page (an uncorrelated subquery: read once), so a
 * page and its total are one statement (lib/pagination.ts).
 */
const totalOfUser = (kind: TrackerKind, userId: OwnerRef, page: TrackerPage): SQL<number | null> =>
  page.total ? totalKept(kind, userId) : sql`null::int`;

/** One tracker's rows of the user, reading its columns (and the total when the page asks). */
function trackerQuery(db: Db, kind: TrackerKind, userId: OwnerRef, page: TrackerPage) {
  const tracker = trackers[kind];
  const query = db
    // Aliased, so the same select also serves as a subquery (findEntry).
    .select({ ...tracker.columns, total: totalOfUser(kind, userId, page).as("total") })
    .from(variables)
    .$dynamic();
  if (tracker.joinsSession) query.leftJoin(sessions, eq(sessions.id, variables.sessionId));
  return query.where(ofUser(kind, userId));
}

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
  const prepare = (kind: TrackerKind) =>
    trackerQuery(db, kind, userId, { offset: 0, total: true })
      .orderBy(...newestFirst)
      .limit(bounds.limit)
      .offset(bounds.offset)
      .prepare(`tracker_page_${kind}`);
  return { bodyweight: prepare("bodyweight"), calories: prepare("calories"), recovery: prepare("recovery") };
});

/** How many entries the user has in one tracker (the pagination total). */
export async function countEntries(db: Db, kind: TrackerKind, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: trackerTotals[kind] })
    .from(trackerTotals)
    .where(eq(trackerTotals.userId, userId));
  return row?.total ?? 0;
}

/** One page of the user's entries of a tracker, newest first (bodyweight: each with its trend). */
export async function listEntries<K extends TrackerKind>(
  db: Db,
  kind: K,
  userId: number,
  page: TrackerPage,
): Promise<TrackerRows<TrackerEntries[K]>> {
  const rows: Record<string, unknown>[] =
    page.limit !== undefined && page.total
      ? await pagedStatements(db)[kind].execute({ userId, limit: page.limit, offset: page.offset })
      : await newestPage(trackerQuery(db, kind, userId, page), page);
  const total = rows[0]?.total as number | null | undefined;
  return { entries: rows.map((row) => entryOf(kind, row)), total: total ?? undefined };
}

export const listBodyweight = (db: Db, userId: number, page: TrackerPage) =>
  listEntries(db, "bodyweight", userId, page);
export const listCalories = (db: Db, userId: number, page: TrackerPage) =>
  listEntries(db, "calories", userId, page);
export const listRecovery = (db: Db, userId: number, page: TrackerPage) =>
  listEntries(db, "recovery", userId, page);

/**
 * One entry of the user, as a list shows it: the columns are read over the user's history first
 * (so the bodyweight's trend window sees the older entry), then the id is picked.
 */
export async function findEntry<K extends TrackerKind>(
  db: Db,
  kind: K,
  userId: number,
  id: number,
): Promise<TrackerEntries[K] | undefined> {
  const history = trackerQuery(db, kind, userId, { offset: 0 }).as("history");
  // The subquery's own id column (the subquery object itself would render as its whole statement).
  const [row] = await db
    .select()
    .from(history)
    .where(sql`${sql.identifier("history")}.${sql.identifier("id")} = ${id}`);
  return row ? entryOf(kind, row) : undefined;
}

export type NewEntry = { [K in TrackerKind]: { kind: K; entry: TrackerEntries[K] } }[TrackerKind];

/** Inserts one standalone tracker entry (the description says what it writes) and reads it back. */
export async function insertEntry(db: Db, userId: number, input: CreateVariable): Promise<NewEntry> {
  const values = (
    trackers[input.kind].values as (u: number, i: CreateVariable) => typeof variables.$inferInsert
  )(userId, input);
  const [row] = await db.insert(variables).values(values).returning({ id: variables.id });
  const entry = row && (await findEntry(db, input.kind, userId, row.id));
  if (!entry) throw new Error("insert returned no row");
  return { kind: input.kind, entry } as NewEntry;
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

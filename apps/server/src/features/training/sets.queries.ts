import { setFigures, type E1rmMethod, type PersonalChart, type SetRow as SetWire } from "@topset/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions, sets, users } from "../../db/schema/index.js";
import { assertOpen } from "./session-lock.queries.js";

export type SetRow = typeof sets.$inferSelect;
type SetValues = Omit<typeof sets.$inferInsert, "id" | "position" | "createdAt" | "updatedAt">;

/**
 * How the figures of a member's sets are computed: their e1RM method and, read by "personal" only,
 * their fitted chart (null: never fitted, the standard chart). Always read together with the method.
 */
export type OwnerE1rm = { method: E1rmMethod; chart: PersonalChart | null };

/** A new account's: the 3 % formula. */
export const DEFAULT_E1RM: OwnerE1rm = { method: "formula", chart: null };

/**
 * The wire shape of a set: numerics as numbers (8.5 stays 8.5, 102.5 stays 102.5), with its e1RM, RI
 * and volume computed once here in the set owner's method (docs/decisions/019-set-figures.md).
 */
export function toSet(row: SetRow, owner: OwnerE1rm): SetWire {
  // Named, not spread: a spread after fifteen fields is a generic property copy into the finished
  // object, and cost about as much as computing the figures.
  const { e1rm, ri, volume } = setFigures(row, owner.method, owner.chart);
  const createdAt = row.createdAt.toISOString();
  // A set never edited has both timestamps from its insert: format once (the slowest step of a set).
  const updatedAt =
    row.updatedAt.getTime() === row.createdAt.getTime() ? createdAt : row.updatedAt.toISOString();
  return {
    id: row.id,
    user_id: row.userId,
    exercise_id: row.exerciseId,
    session_id: row.sessionId,
    log_id: row.logId,
    reps: row.reps,
    weight: row.weight,
    weight_unit: row.weightUnit,
    rpe: row.rpe,
    notes: row.notes,
    kind: row.kind,
    done: row.done,
    prescription: row.prescription ?? null,
    created_at: createdAt,
    updated_at: updatedAt,
    e1rm,
    ri,
    volume,
  };
}

/** The e1RM method (and chart) of the account that owns the sets: every figure of theirs is in it. */
export async function findOwnerE1rm(db: Db, userId: number): Promise<OwnerE1rm> {
  const [row] = await db
    .select({ method: users.e1rmMethod, chart: users.personalRpeChart })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? DEFAULT_E1RM;
}

/** Appended after the log's last set (a duplicated last set lands at the end too). */
export async function insertSet(db: Db, values: SetValues): Promise<SetRow> {
  const next = sql<number>`(select coalesce(max(${sets.position}) + 1, 0) from ${sets} where ${sets.logId} = ${values.logId})`;
  const [row] = await db
    .insert(sets)
    .values({ ...values, position: next })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** A routine's planned sets (done: false), placed as given, in one statement. */
export function insertPlannedSets(db: Db, values: (SetValues & { position: number })[]): Promise<SetRow[]> {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .insert(sets)
    .values(values.map((v) => ({ ...v, done: false })))
    .returning();
}

/** The caller's set in an in-progress session (404 / 409 otherwise), its session share-locked. */
export async function lockSetForWrite(tx: Db, where: { id: number; userId: number }) {
  const [row] = await tx
    .select({ set: sets, endDate: sessions.endDate })
    .from(sets)
    .innerJoin(sessions, eq(sessions.id, sets.sessionId))
    .where(and(eq(sets.id, where.id), eq(sets.userId, where.userId)))
    .for("share", { of: sessions });
  return assertOpen(row, "Set").set;
}

export async function updateSetRow(
  db: Db,
  where: { id: number; userId: number },
  values: Partial<Pick<SetValues, "reps" | "weight" | "weightUnit" | "rpe" | "notes" | "kind" | "done">>,
): Promise<SetRow | undefined> {
  const [row] = await db
    .update(sets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sets.id, where.id), eq(sets.userId, where.userId)))
    .returning();
  return row;
}

export async function deleteSetRow(db: Db, where: { id: number; userId: number }) {
  const [row] = await db
    .delete(sets)
    .where(and(eq(sets.id, where.id), eq(sets.userId, where.userId)))
    .returning({ id: sets.id });
  return row;
}

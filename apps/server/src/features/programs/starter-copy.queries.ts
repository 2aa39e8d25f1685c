import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { exerciseCategories, exercises } from "../../db/schema/index.js";

/** The caller's exercises whose names match, ignoring case (the oldest first when several do). */
export function listExercisesByName(db: Db, where: { userId: number; names: string[] }) {
  if (where.names.length === 0) return Promise.resolve([]);
  return db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(
      and(
        eq(exercises.userId, where.userId),
        inArray(
          sql`lower(${exercises.name})`,
          where.names.map((n) => n.toLowerCase()),
        ),
      ),
    )
    .orderBy(asc(exercises.id));
}

/**
 * The caller's categories of these names (ignoring case), the missing ones created: lower-cased name →
 * id. Race-safe: a name written meanwhile is left alone and read back.
 */
export async function ensureCategories(db: Db, where: { userId: number; names: string[] }) {
  if (where.names.length === 0) return new Map<string, number>();
  await db
    .insert(exerciseCategories)
    .values(where.names.map((name) => ({ userId: where.userId, name })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: exerciseCategories.id, name: exerciseCategories.name })
    .from(exerciseCategories)
    .where(
      and(
        eq(exerciseCategories.userId, where.userId),
        inArray(
          sql`lower(${exerciseCategories.name})`,
          where.names.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/** New exercises of the caller's, each in its category, in one statement. */
export function insertNamedExercises(
  db: Db,
  values: { userId: number; exerciseCategoryId: number; name: string }[],
) {
  if (values.length === 0) return Promise.resolve([]);
  return db.insert(exercises).values(values).returning({ id: exercises.id, name: exercises.name });
}

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

/**
 * The member's exercise for each of these names (lower-cased name → id): their own of that name
 * whatever its case or category (the oldest), else a new one in the given category, created too when
 * they have none of that name. What a copied program (a starter, a coach's) plans its routines with.
 */
export async function ensureExercisesByName(
  db: Db,
  where: { userId: number; exercises: { name: string; category: string }[] },
) {
  const { userId } = where;
  const wanted = new Map(where.exercises.map((e) => [e.name.toLowerCase(), e] as const));
  const ids = new Map<string, number>();
  for (const row of await listExercisesByName(db, { userId, names: [...wanted.keys()] })) {
    if (!ids.has(row.name.toLowerCase())) ids.set(row.name.toLowerCase(), row.id);
  }
  const missing = [...wanted.entries()].filter(([name]) => !ids.has(name)).map(([, e]) => e);
  const categories = await ensureCategories(db, {
    userId,
    names: [...new Set(missing.map((e) => e.category))],
  });
  const created = await insertNamedExercises(
    db,
    missing.map((e) => ({
      userId,
      name: e.name,
      exerciseCategoryId: categories.get(e.category.toLowerCase())!,
    })),
  );
  for (const row of created) ids.set(row.name.toLowerCase(), row.id);
  return ids;
}

import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Category } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { exerciseCategories, exercises } from "../../db/schema/index.js";

/** The user's categories by name with their exercise counts; without `all`, only those holding an exercise. */
export function listCategories(
  db: Db,
  { userId, all }: { userId: number; all: boolean },
): Promise<Category[]> {
  return db
    .select({
      id: exerciseCategories.id,
      name: exerciseCategories.name,
      user_id: exerciseCategories.userId,
      exercises_counts: count(exercises.id),
    })
    .from(exerciseCategories)
    .leftJoin(
      exercises,
      and(eq(exercises.exerciseCategoryId, exerciseCategories.id), eq(exercises.userId, userId)),
    )
    .where(eq(exerciseCategories.userId, userId))
    .groupBy(exerciseCategories.id)
    .having(all ? undefined : sql`count(${exercises.id}) > 0`)
    .orderBy(sql`lower(${exerciseCategories.name})`, asc(exerciseCategories.id));
}

export async function findCategory(db: Db, { id, userId }: { id: number; userId: number }) {
  const [row] = await db
    .select({ id: exerciseCategories.id, name: exerciseCategories.name, user_id: exerciseCategories.userId })
    .from(exerciseCategories)
    .where(and(eq(exerciseCategories.id, id), eq(exerciseCategories.userId, userId)))
    .limit(1);
  return row;
}

/**
 * One statement, so all or nothing: a name the user already has (ignoring case, exactly: not the
 * original's LIKE) fails the whole insert on exercise_categories_user_name_unique.
 */
export async function insertCategories(
  db: Db,
  { userId, names }: { userId: number; names: string[] },
): Promise<Category[]> {
  const rows = await db
    .insert(exerciseCategories)
    .values(names.map((name) => ({ userId, name })))
    .returning({
      id: exerciseCategories.id,
      name: exerciseCategories.name,
      user_id: exerciseCategories.userId,
    });
  return rows.sort((a, b) => a.id - b.id).map((row) => ({ ...row, exercises_counts: 0 }));
}

import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { exerciseCategories, exercises, programs, routines } from "../../db/schema/index.js";

/** The member's routines among `ids`, whole (another member's, or a deleted one, is simply absent). */
export function listRoutinesByIds(db: Db, where: { ids: number[]; userId: number }) {
  if (where.ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(routines)
    .where(and(inArray(routines.id, where.ids), eq(routines.userId, where.userId)));
}

/**
 * The member's exercises with their category, by category then name; with `ids`, only those (the
 * exercises a coach's program plans, for matching them by name in an athlete's account).
 */
export async function listExercisesWithCategory(db: Db, where: { userId: number; ids?: number[] }) {
  if (where.ids?.length === 0) return [];
  return db
    .select({
      id: exercises.id,
      name: exercises.name,
      user_id: exercises.userId,
      exercise_category_id: exercises.exerciseCategoryId,
      category_name: exerciseCategories.name,
    })
    .from(exercises)
    .innerJoin(exerciseCategories, eq(exerciseCategories.id, exercises.exerciseCategoryId))
    .where(
      and(
        eq(exercises.userId, where.userId),
        where.ids === undefined ? undefined : inArray(exercises.id, where.ids),
      ),
    )
    .orderBy(asc(exerciseCategories.name), asc(exercises.name), asc(exercises.id));
}

/** Whether another of the member's programs than `exceptProgramId` plans this routine on some day. */
export async function isRoutineInOtherPrograms(
  db: Db,
  where: { userId: number; routineId: number; exceptProgramId: number },
) {
  const [row] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(
      and(
        eq(programs.userId, where.userId),
        ne(programs.id, where.exceptProgramId),
        sql`${programs.weeks} @> ${JSON.stringify([{ days: [where.routineId] }])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Exercise, ExerciseGroup } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { preparedPerDb } from "../../db/prepared.js";
import { exerciseCategories, exercises } from "../../db/schema/index.js";

// Every query here is scoped by its owner in the WHERE clause itself.

const exerciseColumns = {
  id: exercises.id,
  name: exercises.name,
  exercise_category_id: exercises.exerciseCategoryId,
  category_name: exerciseCategories.name,
  user_id: exercises.userId,
};

const selectExercises = (db: Db) =>
  db
    .select(exerciseColumns)
    .from(exercises)
    .innerJoin(exerciseCategories, eq(exerciseCategories.id, exercises.exerciseCategoryId));

const byName = [sql`lower(${exercises.name})`, asc(exercises.id)];

// Behind exercise history and every log write: prepared once (db/prepared.ts).
const exerciseOfOwner = preparedPerDb((db: Db) =>
  selectExercises(db)
    .where(and(eq(exercises.id, sql.placeholder("id")), eq(exercises.userId, sql.placeholder("userId"))))
    .limit(1)
    .prepare("exercise_of_owner"),
);

export async function findExercise(db: Db, { id, userId }: { id: number; userId: number }) {
  const [row] = await exerciseOfOwner(db).execute({ id, userId });
  return row as Exercise | undefined;
}

/** The owner of an exercise, whoever asks: for the coach check after the owner's own lookup missed. */
export async function findExerciseOwnerId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: exercises.userId }).from(exercises).where(eq(exercises.id, id));
  return row?.userId;
}

/** A category's exercises by name (the category page and the exercise picker). */
export function listExercisesOfCategory(
  db: Db,
  { userId, categoryId }: { userId: number; categoryId: number },
): Promise<Exercise[]> {
  return selectExercises(db)
    .where(and(eq(exercises.userId, userId), eq(exercises.exerciseCategoryId, categoryId)))
    .orderBy(...byName);
}

/** Every exercise of the user, newest first. */
export function listExercisesNewestFirst(db: Db, userId: number): Promise<Exercise[]> {
  return selectExercises(db)
    .where(eq(exercises.userId, userId))
    .orderBy(desc(exercises.createdAt), desc(exercises.id));
}

/** Every exercise of the user grouped by category, categories and exercises by name. */
export async function listExerciseGroups(db: Db, userId: number): Promise<ExerciseGroup[]> {
  const rows = await selectExercises(db)
    .where(eq(exercises.userId, userId))
    .orderBy(sql`lower(${exerciseCategories.name})`, asc(exerciseCategories.id), ...byName);
  const groups: ExerciseGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.category_id === row.exercise_category_id) last.exercises.push(row);
    else
      groups.push({
        category_id: row.exercise_category_id,
        category_name: row.category_name,
        exercises: [row],
      });
  }
  return groups;
}

export async function findOwnCategory(db: Db, { id, userId }: { id: number; userId: number }) {
  const [row] = await db
    .select({ id: exerciseCategories.id, name: exerciseCategories.name })
    .from(exerciseCategories)
    .where(and(eq(exerciseCategories.id, id), eq(exerciseCategories.userId, userId)))
    .limit(1);
  return row;
}

/**
 * One statement, so all or nothing: a name the user already has in this category (ignoring case)
 * fails the whole insert on exercises_user_category_name_unique.
 */
export async function insertExercises(
  db: Db,
  input: { userId: number; category: { id: number; name: string }; names: string[] },
): Promise<Exercise[]> {
  const rows = await db
    .insert(exercises)
    .values(
      input.names.map((name) => ({ name, userId: input.userId, exerciseCategoryId: input.category.id })),
    )
    .returning({ id: exercises.id, name: exercises.name });
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      ...row,
      exercise_category_id: input.category.id,
      category_name: input.category.name,
      user_id: input.userId,
    }));
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { exerciseCategories, exercises } from "../../db/schema/index.js";

/** What a new lifter finds in their list (the original seeded squat, bench and deadlift variations). */
export const DEFAULT_EXERCISES: Readonly<Record<string, readonly string[]>> = {
  Squat: ["Back squat", "Front squat", "High bar squat", "Low bar squat", "Pause squat", "Box squat"],
  Bench: [
    "Bench press",
    "Close grip bench press",
    "Pause bench press",
    "Larsen press",
    "Incline bench press",
    "Overhead press",
  ],
  Deadlift: ["Conventional deadlift", "Sumo deadlift", "Romanian deadlift", "Deficit deadlift", "Block pull"],
  Accessories: ["Barbell row", "Pull-up", "Dip", "Lunge", "Leg press", "Hip thrust", "Plank"],
};

/**
 * Gives a user the default categories and exercises. Idempotent and race-safe: names the user already
 * has (in any case) are left alone, and an existing "squat" category receives the missing squats.
 * Three statements whatever the list's size; pass a transaction to make it part of a larger change.
 */
export async function seedDefaultExercises(db: Db, userId: number): Promise<void> {
  const categoryNames = Object.keys(DEFAULT_EXERCISES);
  await db
    .insert(exerciseCategories)
    .values(categoryNames.map((name) => ({ userId, name })))
    .onConflictDoNothing();
  const categories = await db
    .select({ id: exerciseCategories.id, name: exerciseCategories.name })
    .from(exerciseCategories)
    .where(
      and(
        eq(exerciseCategories.userId, userId),
        inArray(
          sql`lower(${exerciseCategories.name})`,
          categoryNames.map((n) => n.toLowerCase()),
        ),
      ),
    );
  const values = categories.flatMap((category) => {
    const names = Object.entries(DEFAULT_EXERCISES).find(
      ([name]) => name.toLowerCase() === category.name.toLowerCase(),
    )?.[1];
    return (names ?? []).map((name) => ({ userId, exerciseCategoryId: category.id, name }));
  });
  if (values.length > 0) await db.insert(exercises).values(values).onConflictDoNothing();
}

import type { RecentExercise } from "@topset/shared";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { exerciseCategories, exercises, logs, sessions } from "../../db/schema/index.js";

/** How far back "recent" reaches, and how many the picker's row holds. */
export const RECENT_EXERCISES_DAYS = 90;
export const RECENT_EXERCISES_LIMIT = 12;

/**
 * The caller's exercises held by their sessions of the last 90 days (a session in progress counts),
 * the most recently used first, with the number of those sessions. One statement: the sessions come
 * from sessions_user_start_idx, their logs from logs_session_exercise_unique.
 */
export async function listRecentExercises(db: Db, userId: number): Promise<RecentExercise[]> {
  const lastUsed = sql`max(${sessions.startDate})`.mapWith(sessions.startDate);
  const rows = await db
    .select({
      id: exercises.id,
      name: exercises.name,
      exercise_category_id: exercises.exerciseCategoryId,
      category_name: exerciseCategories.name,
      lastUsed,
      uses: sql<number>`count(distinct ${sessions.id})::int`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(logs, eq(logs.sessionId, sessions.id))
    .innerJoin(exercises, eq(exercises.id, logs.exerciseId))
    .innerJoin(exerciseCategories, eq(exerciseCategories.id, exercises.exerciseCategoryId))
    .where(
      and(
        eq(sessions.userId, userId),
        eq(logs.userId, userId),
        eq(exercises.userId, userId),
        gte(sessions.startDate, sql`now() - make_interval(days => ${RECENT_EXERCISES_DAYS})`),
      ),
    )
    .groupBy(exercises.id, exerciseCategories.id)
    .orderBy(desc(lastUsed), desc(exercises.id))
    .limit(RECENT_EXERCISES_LIMIT);
  return rows.map(({ lastUsed: last, ...row }) => ({ ...row, last_used: last.toISOString() }));
}

import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { exercises } from "../db/schema/index.js";
import { mapCompetitionLifts, type LiftExercises } from "./competition-lifts.js";

/** The member's competition-lift exercises (one query over their exercises, by owner). */
export async function findLiftExercises(db: Db, userId: number): Promise<LiftExercises> {
  const rows = await db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(eq(exercises.userId, userId))
    .orderBy(asc(exercises.id));
  return mapCompetitionLifts(rows);
}

import type { Db } from "../../db/client.js";
import { exerciseCategories, exercises, logs, sessions, sets, videos } from "../../db/schema/index.js";

// Test fixtures: rows written straight to the database, for tests of what reads them.

export async function insertCategoryWithExercises(db: Db, userId: number, category: string, names: string[]) {
  const [cat] = await db.insert(exerciseCategories).values({ userId, name: category }).returning();
  const rows = names.length
    ? await db
        .insert(exercises)
        .values(names.map((name) => ({ userId, exerciseCategoryId: cat!.id, name })))
        .returning()
    : [];
  return { category: cat!, exercises: rows };
}

export type FixtureSet = {
  reps: number;
  weight: number;
  weightUnit?: "kg" | "lbs";
  rpe?: number | null;
  notes?: string | null;
  createdAt?: Date;
};

/** A session holding one log of `exercise` with these sets (optionally a video on the log). */
export async function insertSessionWithSets(
  db: Db,
  input: {
    userId: number;
    exercise: { id: number; name: string };
    sets: FixtureSet[];
    startDate?: Date;
    blockId?: number;
    endDate?: Date;
    sessionRpe?: number;
    video?: boolean;
  },
) {
  const [session] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      name: `Session ${input.exercise.name}`,
      blockId: input.blockId,
      startDate: input.startDate ?? new Date(),
      endDate: input.endDate,
      sessionRpe: input.sessionRpe,
    })
    .returning();
  return addLog(db, { ...input, sessionId: session!.id }).then((r) => ({ session: session!, ...r }));
}

export async function addLog(
  db: Db,
  input: {
    userId: number;
    sessionId: number;
    exercise: { id: number; name: string };
    sets: FixtureSet[];
    video?: boolean;
  },
) {
  const [log] = await db
    .insert(logs)
    .values({
      userId: input.userId,
      sessionId: input.sessionId,
      exerciseId: input.exercise.id,
      name: input.exercise.name,
    })
    .returning();
  const setRows = input.sets.length
    ? await db
        .insert(sets)
        .values(
          input.sets.map((s, i) => ({
            userId: input.userId,
            logId: log!.id,
            sessionId: input.sessionId,
            exerciseId: input.exercise.id,
            reps: s.reps,
            weight: s.weight,
            weightUnit: s.weightUnit ?? "kg",
            rpe: s.rpe ?? null,
            notes: s.notes ?? null,
            position: i,
            ...(s.createdAt ? { createdAt: s.createdAt } : {}),
          })),
        )
        .returning()
    : [];
  const [video] = input.video
    ? await db
        .insert(videos)
        .values({
          userId: input.userId,
          sessionId: input.sessionId,
          logId: log!.id,
          storageKey: `test/${log!.id}.mp4`,
          contentType: "video/mp4",
          sizeBytes: 1000,
        })
        .returning()
    : [];
  return { log: log!, sets: setRows, video };
}

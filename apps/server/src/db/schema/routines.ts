import type { ExerciseProgress, Prescription, Progression } from "@topset/shared";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, users } from "./users.js";

/** One exercise of a routine, as the member wrote it (the shared `routineExerciseInputSchema`). */
export type RoutineExerciseDoc = {
  exercise_id: number;
  rest_seconds?: number;
  notes?: string;
  progression?: Progression;
  sets: Prescription[];
};

/** Each exercise's progression (the shared `ExerciseProgress`) by exercise id; absent: the template as written. */
export type RoutineProgress = Record<string, ExerciseProgress>;

/**
 * A routine: a workout template owned by a member. The exercises are one small document, validated
 * by the shared zod contract and always read and written whole, hence jsonb rather than child tables.
 * `progressed_through` is the newest session started from it whose outcome `progress` already holds.
 */
export const routines = pgTable(
  "routines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    notes: text("notes"),
    exercises: jsonb("exercises").$type<RoutineExerciseDoc[]>().notNull(),
    progress: jsonb("progress").$type<RoutineProgress>().notNull().default({}),
    progressedThrough: integer("progressed_through"),
    // The coach who wrote it into this account (docs/decisions/045-coach-workspace.md); null: the member's own.
    coachId: integer("coach_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("routines_user_idx").on(t.userId, t.id), index("routines_coach_idx").on(t.coachId)],
);

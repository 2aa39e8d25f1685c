import { z } from "zod";
import { idParam, idSchema, nameSchema, notesSchema } from "./common.js";
import { programCoachSchema } from "./coaching.js";
import { routineExerciseInputSchema } from "./routines.js";
import { sessionDetailsSchema } from "./sessions.js";

// Programs: a member's routines ordered over weeks ("week 1 day 1, day 2, …"), optionally attached to
// a training block; starting a program starts the routine of its next workout.

export const MAX_PROGRAM_WEEKS = 52;
export const MAX_PROGRAM_DAYS = 7;

/** One week of a program: the routine of each training day, in order (a routine may come back). */
export const programWeekInputSchema = z.object({
  days: z
    .array(idSchema, { error: "Days are a list of routine ids" })
    .min(1, "Plan at least one day")
    .max(MAX_PROGRAM_DAYS, `At most ${MAX_PROGRAM_DAYS} days a week`),
});

export const createProgramSchema = z.object({
  name: nameSchema("Name"),
  notes: notesSchema.optional(),
  /** The member's own training block it belongs to (null: none). */
  block_id: idSchema.nullish(),
  weeks: z
    .array(programWeekInputSchema, { error: "Weeks are a list" })
    .min(1, "Plan at least one week")
    .max(MAX_PROGRAM_WEEKS, `At most ${MAX_PROGRAM_WEEKS} weeks`),
});
export type CreateProgramInput = z.input<typeof createProgramSchema>;

/** PATCH: what is given replaces what is stored (`weeks` as a whole list). */
export const updateProgramSchema = createProgramSchema.partial();

/** GET /programs?block_id=N: the programs attached to that block (the block page's calendar). */
export const programsQuerySchema = z.object({ block_id: idParam.optional() });

// ---- responses ------------------------------------------------------------------------------

/** One workout of a program: the routine to start and the session that filled it, if any. */
export const programDaySchema = z.object({
  day: z.number(),
  routine_id: z.number(),
  /** Null when the routine was deleted since: the program must be edited before that day can start. */
  routine_name: z.string().nullable(),
  /** The session started for this workout (the completed one when there are several), or null. */
  session_id: z.number().nullable(),
  /** When that session started (ISO 8601), for a calendar; null without one. */
  session_date: z.string().nullable(),
  /** Whether that session is completed. */
  done: z.boolean(),
});

export const programWeekSchema = z.object({ week: z.number(), days: z.array(programDaySchema) });

/** The workout the next start picks: the first one, in order, not done yet. */
export const programNextSchema = z.object({
  week: z.number(),
  day: z.number(),
  routine_id: z.number(),
  routine_name: z.string().nullable(),
  /** A session already started for it and not completed yet (start answers 409 then), or null. */
  session_id: z.number().nullable(),
});

export const programSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  notes: z.string().nullable(),
  block_id: z.number().nullable(),
  weeks: z.array(programWeekSchema),
  /** Null when every workout is done. */
  next: programNextSchema.nullable(),
  /** The coach who wrote it into this account; null or absent: the member's own. */
  coach: programCoachSchema.optional(),
  /** The coach's maxes for this athlete, by exercise id (account unit); percent and RPE sets plan from them. */
  training_maxes: z.record(z.string(), z.number()).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Program = z.infer<typeof programSchema>;

/** POST /programs/{id}/start answers the new session, as POST /routines/{id}/start does. */
export const startedProgramSchema = sessionDetailsSchema;

// ---- starter programs -----------------------------------------------------------------------

/** An exercise of a starter routine, by name; `category` is where a copy creates it when the lifter has none. */
export const starterExerciseSchema = routineExerciseInputSchema.omit({ exercise_id: true }).extend({
  name: nameSchema("Exercise name"),
  category: nameSchema("Category"),
});

export const starterRoutineSchema = z.object({
  /** Unique within its program: a copy writes one routine per key, however many days use it. */
  key: z.string().min(1),
  name: nameSchema("Name"),
  notes: notesSchema.optional(),
  exercises: z.array(starterExerciseSchema).min(1).max(20),
});
export type StarterRoutine = z.infer<typeof starterRoutineSchema>;

export const starterProgramSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/, "A key is lowercase words joined by dashes"),
  name: nameSchema("Name"),
  description: z.string().min(1).max(1000),
  weeks: z
    .array(
      z.object({
        week: z.number().int().min(1),
        days: z
          .array(z.object({ day: z.number().int().min(1), routine: starterRoutineSchema }))
          .min(1)
          .max(MAX_PROGRAM_DAYS),
      }),
    )
    .min(1)
    .max(MAX_PROGRAM_WEEKS),
});
export type StarterProgram = z.infer<typeof starterProgramSchema>;

export const starterKeyParamSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,50}$/, "Unknown starter program"),
});

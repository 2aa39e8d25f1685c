import { z } from "zod";
import { currentPageSchema, perPageSchema } from "./envelope.js";
import {
  idParam,
  idSchema,
  isoDateTimeSchema,
  nameSchema,
  notesSchema,
  rpeSchema,
  userIdField,
  weightSchema,
  weightUnitSchema,
} from "./common.js";

// ---- requests -------------------------------------------------------------------------------

const sessionVariables = {
  body_weight: z.number().min(1, "Bodyweight must be at least 1").max(1000).optional(),
  /** The account's unit when left out. */
  body_weight_unit: weightUnitSchema.optional(),
  hours_of_sleep: z
    .number()
    .min(1, "Sleep must be at least 1 hour")
    .max(24, "Sleep must be at most 24 hours")
    .optional(),
  calories_prior_session: z.number().int().min(1).max(5000, "Calories must be at most 5000").optional(),
  caffeine_intake: z.number().int().min(1).max(1000, "Caffeine must be at most 1000 mg").optional(),
};

export const createSessionSchema = z.object({
  user_id: userIdField,
  name: nameSchema("Name"),
  start_date: isoDateTimeSchema.optional(),
  block_id: idSchema.nullish(),
  notes: notesSchema.optional(),
  ...sessionVariables,
  // The add-session form's bound (1 to 300) is tighter than the complete form's (1 to 1000).
  body_weight: z
    .number()
    .min(1, "Bodyweight must be at least 1")
    .max(300, "Bodyweight must be at most 300")
    .optional(),
});
export type CreateSessionInput = z.input<typeof createSessionSchema>;

/**
 * Rename ({ name }) or complete ({ end_date, session_rpe, ... }). The spec's clients drop null fields;
 * a null that still arrives means "not given" (ignored, never stored), not a 400.
 */
export const updateSessionSchema = z.object({
  user_id: userIdField.nullable(),
  name: nameSchema("Name").nullish(),
  block_id: idSchema.nullish(),
  start_date: isoDateTimeSchema.nullish(),
  end_date: isoDateTimeSchema.nullish(),
  session_rpe: rpeSchema.nullish(),
  notes: notesSchema.nullish(),
  body_weight: sessionVariables.body_weight.nullable(),
  body_weight_unit: sessionVariables.body_weight_unit.nullable(),
  hours_of_sleep: sessionVariables.hours_of_sleep.nullable(),
  calories_prior_session: sessionVariables.calories_prior_session.nullable(),
  caffeine_intake: sessionVariables.caffeine_intake.nullable(),
});
export type UpdateSessionInput = z.input<typeof updateSessionSchema>;

export const listSessionsQuerySchema = z.object({
  user_id: idParam.optional(),
  perPage: perPageSchema(20),
  currentPage: currentPageSchema,
});

export const createLogSchema = z.object({
  user_id: userIdField,
  session_id: idSchema,
  exercise_id: idSchema,
  collapsed: z.boolean().optional(),
  private: z.boolean().optional(),
  sets_notes_visibility: z.boolean().optional(),
});
export type CreateLogInput = z.input<typeof createLogSchema>;

export const createLogsSchema = z.object({
  user_id: userIdField,
  session_id: idSchema,
  logs: z
    .array(
      z.object({ exercise_id: idSchema, collapsed: z.boolean().optional(), user_id: userIdField }).loose(),
    )
    .min(1, "Choose at least one exercise")
    .max(30),
});
export type CreateLogsInput = z.input<typeof createLogsSchema>;

/** Our addition to the spec: persist a log's collapse and notes-column state. */
export const updateLogSchema = z.object({
  collapsed: z.boolean().optional(),
  sets_notes_visibility: z.boolean().optional(),
});
export const updateLogPrivacySchema = z.object({ private: z.boolean() });

export const logNoteSchema = z.object({ user_id: userIdField, notes: notesSchema });

export const createTagSchema = z.object({
  user_id: userIdField,
  log_id: idSchema,
  name: nameSchema("Tag", 30),
});

/**
 * What a set was for: a working set (`normal`, the default), a `warmup` (counted in no PR, e1RM or
 * working volume), a `drop` set or a set taken to `failure`.
 */
export const setKinds = ["normal", "warmup", "drop", "failure"] as const;
export type SetKind = (typeof setKinds)[number];
export const setKindSchema = z.enum(setKinds, { error: "Kind is one of normal, warmup, drop or failure" });

export const setInputSchema = z.object({
  user_id: userIdField,
  log_id: idSchema,
  session_id: idSchema.optional(),
  exercise_id: idSchema.optional(),
  reps: z
    .number({ error: "Reps are required" })
    .int("Reps are whole")
    .min(1, "Reps must be at least 1")
    .max(30, "Reps must be at most 30"),
  weight: weightSchema,
  /** The account's unit when left out. */
  weight_unit: weightUnitSchema.optional(),
  rpe: rpeSchema.nullish(),
  notes: notesSchema.nullish(),
  /** `normal` when a new set leaves it out; an edit that leaves it out keeps the set's kind. */
  kind: setKindSchema.optional(),
});
export type SetInput = z.input<typeof setInputSchema>;
export const updateSetSchema = setInputSchema.partial().extend({
  user_id: userIdField,
  /** true marks a planned set done (with the actual reps, weight and RPE when they are given). */
  done: z.boolean().optional(),
});

// ---- responses ------------------------------------------------------------------------------

/**
 * A set's figures, computed by the server in the set owner's e1RM method and in the set's own unit
 * (see setFigures). Optional on the wire so older clients and requests without them still parse.
 */
export const setFiguresFields = {
  e1rm: z.number().nullable().optional(),
  ri: z.number().nullable().optional(),
  volume: z.number().optional(),
};

export const setSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  exercise_id: z.number(),
  session_id: z.number(),
  log_id: z.number(),
  reps: z.number(),
  weight: z.number(),
  weight_unit: weightUnitSchema,
  rpe: z.number().nullable(),
  notes: z.string().nullable(),
  /** Older answers (a cache kept on a device) have no kind: they were working sets. */
  kind: setKindSchema.default("normal"),
  /**
   * false for a set planned by a routine and not done yet: it counts nowhere (history, e1RM, PRs,
   * volume, feed, CSV, exports) until it is. Sets created with POST /sets are always done.
   */
  done: z.boolean().default(true),
  /** What a routine prescribed for this set (planned sets only), else null. */
  prescription: z
    .object({
      reps: z.number(),
      reps_max: z.number().optional(),
      weight: z.number().optional(),
      weight_unit: weightUnitSchema.optional(),
      percent_1rm: z.number().optional(),
      rpe: z.number().optional(),
      kind: setKindSchema.optional(),
    })
    .nullable()
    .default(null),
  created_at: z.string(),
  updated_at: z.string(),
  ...setFiguresFields,
});
export type SetRow = z.infer<typeof setSchema>;

/** One set of "last time": what was done, in the order it was done. */
export const lastPerformanceSetSchema = z.object({
  reps: z.number(),
  weight: z.number(),
  weight_unit: weightUnitSchema,
  rpe: z.number().nullable(),
  kind: setKindSchema,
  notes: z.string().nullable(),
});
export type LastPerformanceSet = z.infer<typeof lastPerformanceSetSchema>;

/**
 * The most recent completed session holding an exercise (a session in progress is never "last time"),
 * with that exercise's sets in it. `date` is the session's start (ISO 8601, UTC).
 */
export const lastPerformanceSchema = z.object({
  exercise_id: z.number(),
  session_id: z.number(),
  date: z.string(),
  sets: z.array(lastPerformanceSetSchema),
});
export type LastPerformance = z.infer<typeof lastPerformanceSchema>;

export const tagSchema = z.object({
  id: z.number(),
  log_id: z.number(),
  user_id: z.number(),
  name: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const logVideoSchema = z.object({ id: z.number(), screenshot_url: z.string().nullable() });

export const logSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  session_id: z.number(),
  exercise_id: z.number(),
  name: z.string(),
  notes: z.string().nullable(),
  collapsed: z.boolean(),
  private: z.boolean(),
  sets_notes_visibility: z.boolean(),
  tags: z.array(tagSchema),
  videos: z.array(logVideoSchema),
  sets: z.array(setSchema),
});
export type Log = z.infer<typeof logSchema>;

export const sessionSchema = z.object({
  id: z.number(),
  session_id: z.number(),
  user_id: z.number(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  block_id: z.number().nullable(),
  block_name: z.string().nullable(),
  /** The routine it was started from (null otherwise; older answers have none). */
  routine_id: z.number().nullable().optional(),
  session_rpe: z.number().nullable(),
  notes: z.string().nullable(),
  body_weight: z.number().nullable(),
  body_weight_unit: weightUnitSchema.nullable(),
  hours_of_sleep: z.number().nullable(),
  calories_prior_session: z.number().nullable(),
  caffeine_intake: z.number().nullable(),
  created_at: z.string(),
  /** The session's exercises in order, for list cards. */
  json: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionDetailsSchema = sessionSchema.extend({
  username: z.string(),
  profile_picture_url: z.string().nullable(),
  counts_of_comments: z.number(),
  logs: z.array(logSchema),
});
export type SessionDetails = z.infer<typeof sessionDetailsSchema>;

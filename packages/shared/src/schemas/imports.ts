import { z } from "zod";
import { idParam, weightUnitSchema } from "./common.js";
import { currentPageSchema, perPageSchema } from "./envelope.js";

// Importing training history from other apps (Strong, Hevy, FitNotes, and our own Strong-layout
// export), and the Strong-layout export itself. The layouts read: docs/decisions/028-import-and-export.md.

/** The layouts we read; our own export is Strong's layout and is detected as `strong`. */
export const importSources = ["strong", "hevy", "fitnotes"] as const;
export const importSourceSchema = z.enum(importSources, { error: "Source must be strong, hevy or fitnotes" });
export type ImportSource = z.infer<typeof importSourceSchema>;

export const importStatuses = ["queued", "running", "done", "failed"] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** The largest file accepted (20 MB: about 200,000 Strong set rows). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/**
 * The fields of `POST /imports` beside the `file` part (multipart text fields, before or after it).
 * `dry_run`: read and count only, create nothing; the lifter confirms with `POST /imports/{id}/confirm`.
 */
export const importFieldsSchema = z.object({
  /** For files that carry no unit (Strong's common dialect). Default: the account's unit. */
  weight_unit: weightUnitSchema.optional(),
  /** IANA zone for files whose times carry none. Default UTC. */
  timezone: z
    .string()
    .trim()
    .min(1, "Time zone is required")
    .max(64, "Time zone is too long")
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "Unknown time zone")
    .optional(),
  source: importSourceSchema.optional(),
  dry_run: z
    .enum(["true", "false", "1", "0"], { error: "dry_run is true or false" })
    .transform((v) => v === "true" || v === "1")
    .optional(),
});
export type ImportFields = z.input<typeof importFieldsSchema>;

export const importIdParamsSchema = z.object({ id: idParam });

// ---- responses ------------------------------------------------------------------------------

/** What `POST /imports` and `POST /imports/{id}/confirm` answer (202). */
export const importQueuedSchema = z.object({ id: z.number(), status: z.literal("queued") });

export const importErrorSchema = z.object({
  /** The file's line number (the header is line 1); 0 when the error is about the whole file. */
  row: z.number(),
  msg: z.string(),
});

/** Why rows were left out, with how many: "Rest timer rows", "Timed or distance-only sets", ... */
export const importSkipSchema = z.object({ reason: z.string(), count: z.number() });

export const importJobSchema = z.object({
  id: z.number(),
  status: z.enum(importStatuses),
  source: importSourceSchema,
  /** True while it is a dry run: counts of what confirming would create, nothing written. */
  dry_run: z.boolean(),
  file_name: z.string(),
  /** The unit used for weights the file does not label. */
  weight_unit: weightUnitSchema,
  timezone: z.string(),
  /** Sessions created (or, in a dry run, that would be). Workouts already here are not counted. */
  sessions: z.number(),
  /** Set rows created: warm-ups and zero-load bodyweight sets included. */
  sets: z.number(),
  /** Rows left out; `skipped_reasons` says why. */
  skipped: z.number(),
  skipped_reasons: z.array(importSkipSchema),
  /** Workouts in the file already imported (same start and name): left as they are. */
  existing_sessions: z.number(),
  /** Exercises created in the "Imported" category (or, in a dry run, that would be). */
  new_exercises: z.number(),
  /** 0 to 100. */
  progress: z.number(),
  errors: z.array(importErrorSchema),
  /** The newest sessions created, newest first (at most 20), to link to. */
  session_ids: z.array(z.number()),
  /** The first and last workout dates in the file (ISO 8601), when known. */
  first_workout_at: z.string().nullable(),
  last_workout_at: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** Strong's exact header line, which our export writes and our import reads back. */
export const STRONG_HEADER =
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE";

/** `GET /imports`: the member's imports, newest first, paged like the other lists. */
export const importListQuerySchema = z.object({
  perPage: perPageSchema(20),
  currentPage: currentPageSchema,
});
export type ImportListQuery = z.infer<typeof importListQuerySchema>;

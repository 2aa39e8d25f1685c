import { z } from "zod";
import {
  idParam,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  notesSchema,
  weightUnitSchema,
} from "./common.js";
import { competitionLiftSchema } from "./reports.js";

// Meets: a member's competitions, scored (DOTS, IPF GL, Wilks), placed against the OpenPowerlifting
// data when it is loaded, and planned (attempts from the member's own training).

export const meetSexes = ["M", "F", "Mx"] as const;
/** OpenPowerlifting's equipment names; Raw, Wraps and Straps score as classic, the plies as equipped. */
export const meetEquipments = ["Raw", "Wraps", "Straps", "Single-ply", "Multi-ply", "Unlimited"] as const;
/** Full power or bench only: the two events IPF GL scores. */
export const meetEvents = ["SBD", "B"] as const;
export const MAX_MEET_ATTEMPT = 3;

/** Stored as numeric(7, 2): a third decimal (or float dust such as 1e-300) would be rounded away. */
const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const meetAttemptInputSchema = z.object({
  lift: competitionLiftSchema,
  /** 1 to 3 (a fourth attempt counts for records only and is not kept). */
  attempt: z
    .number({ error: "Attempt must be a number" })
    .int("Attempt must be a whole number")
    .min(1, "Attempt is 1 to 3")
    .max(MAX_MEET_ATTEMPT, "Attempt is 1 to 3"),
  /** In the meet's `weight_unit`. */
  weight: z
    .number({ error: "Weight must be a number" })
    .min(1, "Weight must be at least 1")
    .max(2000, "Weight must be at most 2000")
    .refine(twoDecimals, "Weight has at most two decimals"),
  /** null: not taken yet (planned). */
  made: z.boolean({ error: "Made is true or false" }).nullable().default(null),
});
export type MeetAttemptInput = z.input<typeof meetAttemptInputSchema>;

const bodyweightSchema = z
  .number({ error: "Bodyweight must be a number" })
  .min(20, "Bodyweight must be at least 20")
  .max(500, "Bodyweight must be at most 500")
  .refine(twoDecimals, "Bodyweight has at most two decimals");

// The fields as sent; the defaults belong to a new meet only (a PATCH that leaves one out keeps it).
const meetFields = {
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(150, "Name is too long"),
  date: isoDateSchema,
  federation: z.string().trim().max(50, "Federation is too long").nullish(),
  sex: z.enum(meetSexes, { error: "Sex is M, F or Mx" }),
  equipment: z.enum(meetEquipments, {
    error: "Equipment is Raw, Wraps, Straps, Single-ply, Multi-ply or Unlimited",
  }),
  event: z.enum(meetEvents, { error: "Event is SBD or B" }),
  /** The unit of the bodyweight and the attempts (2.5 kg or 5 lb steps). Default: the account's. */
  weight_unit: weightUnitSchema.optional(),
  bodyweight: bodyweightSchema.nullish(),
  /** As federations write it: "93", "120+". */
  weight_class: z.string().trim().max(10, "Weight class is too long").nullish(),
  /** At most one row per lift and attempt number. */
  attempts: z
    .array(meetAttemptInputSchema)
    .max(9, "At most three attempts per lift")
    .superRefine((attempts, ctx) => {
      const seen = new Set<string>();
      attempts.forEach(({ lift, attempt }, i) => {
        const key = `${lift} ${attempt}`;
        if (seen.has(key))
          ctx.addIssue({ code: "custom", path: [i], message: `The ${lift} has attempt ${attempt} twice` });
        seen.add(key);
      });
    }),
  /** When the lifter's flight starts (for the warm-up plan); zone-less is read in the account's zone. */
  flight_start: isoDateTimeSchema.nullish(),
  notes: notesSchema.nullish(),
};

export const createMeetSchema = z.object({
  ...meetFields,
  equipment: meetFields.equipment.default("Raw"),
  event: meetFields.event.default("SBD"),
  attempts: meetFields.attempts.default([]),
});
export type CreateMeetInput = z.input<typeof createMeetSchema>;

/** PATCH: what is given replaces what is stored (`attempts` as a whole list). */
export const updateMeetSchema = z.object(meetFields).partial();
export type UpdateMeetInput = z.input<typeof updateMeetSchema>;

/** A meet from the member's own OpenPowerlifting result (its bests become made third attempts). */
export const meetFromOpenPowerliftingSchema = z.object({ result_id: idSchema });

export const meetIdParamsSchema = z.object({ id: idParam });

// ---- responses ------------------------------------------------------------------------------

export const meetAttemptSchema = z.object({
  lift: competitionLiftSchema,
  attempt: z.number(),
  weight: z.number(),
  made: z.boolean().nullable(),
});

/** Where the total would have placed: same federation, sex, class, equipment, event and year. */
export const meetPlacementSchema = z.object({
  place: z.number(),
  of: z.number(),
  federation: z.string(),
  weight_class: z.string(),
  year: z.number(),
});

export const meetSchema = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  federation: z.string().nullable(),
  sex: z.enum(meetSexes),
  equipment: z.enum(meetEquipments),
  event: z.enum(meetEvents),
  weight_unit: weightUnitSchema,
  bodyweight: z.number().nullable(),
  weight_class: z.string().nullable(),
  attempts: z.array(meetAttemptSchema),
  flight_start: z.string().nullable(),
  notes: z.string().nullable(),
  /** The OpenPowerlifting row it was made from, if any. */
  open_powerlifting_result_id: z.number().nullable(),
  /** Best made attempt per lift of the event (kg); null while a lift has none made. */
  best_kg: z.object({
    squat: z.number().nullable(),
    bench: z.number().nullable(),
    deadlift: z.number().nullable(),
  }),
  /** Sum of the bests (kg); null until every lift of the event has a made attempt. */
  total_kg: z.number().nullable(),
  /** Points of the total at the bodyweight (null without both), to two decimals. */
  dots: z.number().nullable(),
  ipf_gl: z.number().nullable(),
  wilks: z.number().nullable(),
  /** Null without the OpenPowerlifting data, a total, a federation or a class. */
  placement: meetPlacementSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Meet = z.infer<typeof meetSchema>;

/** A heavy set the planner reads (kg), newest first. */
export const plannerSetSchema = z.object({
  date: z.string(),
  weight_kg: z.number(),
  reps: z.number(),
  rpe: z.number().nullable(),
  /** The set's e1RM in the member's method (kg). */
  e1rm_kg: z.number(),
});

/**
 * What the attempt planner knows about one lift, from the member's own training of the last 16 weeks
 * before the meet (or today, for a meet ahead): the exercise the lift maps to, its heavy sets, the
 * weekly best e1RM, and how far the RPE given strayed from the RPE prescribed (planned sets).
 */
export const liftEvidenceSchema = z.object({
  lift: competitionLiftSchema,
  /** The member's exercise used for the lift (by name: "Back squat", "Bench press", "Conventional deadlift", or as mapped); null: none. */
  exercise_id: z.number().nullable(),
  exercise_name: z.string().nullable(),
  /** Done, non-warm-up sets of 1 to 5 reps with an RPE, newest first (at most 30). */
  heavy_sets: z.array(plannerSetSchema),
  /** Best e1RM per week (kg), oldest first, weeks with training only. */
  weekly_e1rm: z.array(z.object({ week: z.string(), e1rm_kg: z.number() })),
  /** Mean |RPE given − RPE prescribed| over planned sets done (null: none to compare). */
  rpe_error: z.number().nullable(),
  /**
   * The lift's day-to-day form from the readiness model (decision 044): today's expected max and how
   * far a day's max strayed from prediction on the member's own history, walking forward (one standard
   * deviation, kg); `source` says whether the model beat "same as last time". Null or absent: too few heavy days.
   */
  form: z
    .object({
      source: z.enum(["readiness", "no-change"]),
      expected_kg: z.number(),
      spread_kg: z.number(),
      predictions: z.number(),
    })
    .nullable()
    .optional(),
});
export type LiftEvidence = z.infer<typeof liftEvidenceSchema>;

/** GET /meets/{id}/evidence: the planner's inputs; the planner itself is `planAttempts` (shared domain). */
export const meetEvidenceSchema = z.object({
  meet_id: z.number(),
  /** The day the projection aims at (the meet's date). */
  target_date: z.string(),
  lifts: z.array(liftEvidenceSchema),
});
export type MeetEvidence = z.infer<typeof meetEvidenceSchema>;

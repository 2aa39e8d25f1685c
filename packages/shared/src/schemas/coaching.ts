import { z } from "zod";
import { idParam, idSchema, isoDateSchema, nameSchema, notesSchema } from "./common.js";
import { currentPageSchema, perPageSchema } from "./envelope.js";
import { routineExerciseInputSchema } from "./routines.js";

// The coach workspace (docs/decisions/045-coach-workspace.md): a grant's scope, the roster, programs a
// coach writes into an athlete's account, the week's compliance, comments between the pair, and the
// athlete's view of every coach write.

/** `read`: the training log, as an access code always gave. `coach`: that, plus programs and comments. */
export const grantScopeSchema = z.enum(["read", "coach"], { error: "Scope is read or coach" });
export type GrantScope = z.infer<typeof grantScopeSchema>;

// ---- roster ---------------------------------------------------------------------------------

export const ROSTER_PER_PAGE = 50;
export const rosterQuerySchema = z.object({
  perPage: perPageSchema(ROSTER_PER_PAGE),
  currentPage: currentPageSchema,
});

/** Why a coach should look at an athlete this week. */
export const rosterFlagSchema = z.enum(["missed_sessions", "rpe_hot", "new_pr", "pain_notes"]);
export type RosterFlag = z.infer<typeof rosterFlagSchema>;

/** One athlete on the coach's roster (GET /coach/athletes), this week being the athlete's Monday to Sunday. */
export const rosterAthleteSchema = z.object({
  id: z.number(),
  username: z.string(),
  grant_id: z.number(),
  scope: grantScopeSchema,
  since: z.string(),
  /** Start of the newest session (ISO 8601), null without one. */
  last_session_at: z.string().nullable(),
  /** Program workouts planned this week (each week of a running program spread from its first session). */
  planned_sessions: z.number(),
  /** Sessions completed this week. */
  done_sessions: z.number(),
  /** Planned sets of this week's sessions (done or not). */
  planned_sets: z.number(),
  /** Those planned sets done. */
  done_sets: z.number(),
  /** Mean of (logged RPE − prescribed RPE) over this week's done sets prescribed by RPE, null without one. */
  rpe_deviation: z.number().nullable(),
  flags: z.array(rosterFlagSchema),
  /** Comments from the athlete the coach has not read. */
  unread_comments: z.number(),
});
export type RosterAthlete = z.infer<typeof rosterAthleteSchema>;

export const athleteParamSchema = z.object({ athleteId: idParam });

// ---- compliance -----------------------------------------------------------------------------

/** GET /coach/athletes/{athleteId}/week?week=YYYY-MM-DD: any day of the week wanted (default: this week). */
export const complianceQuerySchema = z.object({ week: isoDateSchema.optional() });
/** GET /coach/athletes/{athleteId}/compliance.csv?from=&to= (default: the last 12 weeks). */
export const complianceCsvQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

/** One set, planned beside done. A set logged outside the plan has no planned figures. */
export const complianceSetSchema = z.object({
  set_id: z.number(),
  planned_reps: z.number().nullable(),
  planned_weight: z.number().nullable(),
  planned_rpe: z.number().nullable(),
  done: z.boolean(),
  reps: z.number().nullable(),
  weight: z.number().nullable(),
  weight_unit: z.string(),
  rpe: z.number().nullable(),
});

export const complianceExerciseSchema = z.object({
  log_id: z.number(),
  exercise_id: z.number(),
  name: z.string(),
  sets: z.array(complianceSetSchema),
  /** The log's video, for the comment thread. */
  video_id: z.number().nullable(),
});

export const complianceSessionSchema = z.object({
  session_id: z.number(),
  name: z.string(),
  start_date: z.string(),
  completed: z.boolean(),
  program_id: z.number().nullable(),
  program_week: z.number().nullable(),
  program_day: z.number().nullable(),
  exercises: z.array(complianceExerciseSchema),
});

/** A program workout of that week with no session yet (missed when its week has passed). */
export const complianceOpenWorkoutSchema = z.object({
  program_id: z.number(),
  program_name: z.string(),
  week: z.number(),
  day: z.number(),
  routine_name: z.string().nullable(),
});

/** An e1RM point: the best e1RM of a day's done sets of that lift, in the athlete's unit. */
export const e1rmPointSchema = z.object({ date: z.string(), e1rm: z.number() });
export const liftTrendSchema = z.object({
  exercise_id: z.number(),
  name: z.string(),
  points: z.array(e1rmPointSchema),
});

export const complianceWeekSchema = z.object({
  athlete: z.object({ id: z.number(), username: z.string() }),
  /** Monday and Sunday of the week shown. */
  week_start: z.string(),
  week_end: z.string(),
  sessions: z.array(complianceSessionSchema),
  open_workouts: z.array(complianceOpenWorkoutSchema),
  /** Each lift's e1RM trend over the 12 weeks that end with this one. */
  trends: z.array(liftTrendSchema),
});
export type ComplianceWeek = z.infer<typeof complianceWeekSchema>;

// ---- programs for athletes ------------------------------------------------------------------

/** A max the coach sets for one athlete: the coach's exercise (matched by name in the athlete's account). */
export const athleteMaxSchema = z.object({
  exercise_id: idSchema,
  weight: z
    .number({ error: "Weight must be a number" })
    .positive("A max is above 0")
    .max(2000, "At most 2000"),
});

export const assignProgramSchema = z.object({
  athletes: z
    .array(
      z.object({
        athlete_id: idSchema,
        /** Per-athlete maxes in the athlete's unit; percent and RPE sets plan from them. */
        maxes: z.array(athleteMaxSchema).max(20, "At most 20 maxes").optional(),
      }),
      { error: "Athletes are a list" },
    )
    .min(1, "Pick at least one athlete")
    .max(ROSTER_PER_PAGE, `At most ${ROSTER_PER_PAGE} athletes at once`),
});
export type AssignProgramInput = z.input<typeof assignProgramSchema>;

/** The program written into each athlete's account. */
export const assignedProgramSchema = z.object({ athlete_id: z.number(), program_id: z.number() });

export const athleteProgramParamSchema = z.object({ athleteId: idParam, programId: idParam });
export const athleteWorkoutParamSchema = athleteProgramParamSchema.extend({
  week: z.coerce.number({ error: "Week must be a number" }).int().min(1).max(52),
  day: z.coerce.number({ error: "Day must be a number" }).int().min(1).max(7),
});

/** PATCH a program the coach wrote: name, notes, and the athlete's maxes (exercise id in the athlete's account). */
export const updateAthleteProgramSchema = z.object({
  name: nameSchema("Name").optional(),
  notes: notesSchema.optional(),
  maxes: z.array(athleteMaxSchema).max(20, "At most 20 maxes").optional(),
});

/** PUT one workout of an athlete's program: its exercises (the athlete's exercise ids), from that day on. */
export const changeWorkoutSchema = z.object({
  exercises: z.array(routineExerciseInputSchema).min(1, "Plan at least one exercise").max(20),
});

/** One workout of an athlete's program as written, for the coach's editor (its exercises are what PUT takes). */
export const athleteWorkoutSchema = z.object({
  program_id: z.number(),
  week: z.number(),
  day: z.number(),
  routine_id: z.number(),
  /** Null when the routine was deleted since (no exercises then). */
  routine_name: z.string().nullable(),
  /** The session that filled it, if any: a workout with a session can no longer be changed (409). */
  session_id: z.number().nullable(),
  exercises: z.array(routineExerciseInputSchema.extend({ name: z.string() })),
});
export type AthleteWorkout = z.infer<typeof athleteWorkoutSchema>;

// ---- comments -------------------------------------------------------------------------------

export const COACH_COMMENT_MAX = 2000;
export const createCoachCommentSchema = z.object({
  body: z
    .string({ error: "Write a comment" })
    .trim()
    .min(1, "Write a comment")
    .max(COACH_COMMENT_MAX, `At most ${COACH_COMMENT_MAX} characters`),
  log_id: idSchema.optional(),
  set_id: idSchema.optional(),
  /** The comment answered: the reply joins its thread. */
  parent_id: idSchema.optional(),
});
export type CreateCoachCommentInput = z.input<typeof createCoachCommentSchema>;

export const coachCommentSchema = z.object({
  id: z.number(),
  session_id: z.number(),
  log_id: z.number().nullable(),
  set_id: z.number().nullable(),
  parent_id: z.number().nullable(),
  author: z.object({ id: z.number(), username: z.string() }),
  /** Whether the author is the athlete (else one of their coaches). */
  from_athlete: z.boolean(),
  body: z.string(),
  created_at: z.string(),
  /** When the other side first read it (the receipt); null while unread. */
  read_at: z.string().nullable(),
});
export type CoachComment = z.infer<typeof coachCommentSchema>;

/** The newest comment to the caller not read yet: where a "new note" banner leads. */
export const latestUnreadCommentSchema = z.object({
  session_id: z.number(),
  session_name: z.string(),
  author: z.string(),
});
export const unreadCommentsSchema = z.object({
  unread: z.number(),
  /** Only on GET /coach-comments/unread; null when nothing is unread. */
  latest: latestUnreadCommentSchema.nullable().optional(),
});
export const deletedCoachCommentSchema = z.object({ id: z.number() });

/** Socket events of the coach workspace (pushed by the server to members' rooms). */
export const COACH_EVENTS = {
  /** A new comment: `CoachCommentEvent`, to the other side of the pair and the author's other tabs. */
  comment: "coach:comment",
} as const;
export type CoachCommentEvent = CoachComment & { athlete_id: number };

// ---- the athlete's view ---------------------------------------------------------------------

export const coachActivityQuerySchema = z.object({
  perPage: perPageSchema(50),
  currentPage: currentPageSchema,
});

/** One coach write in the athlete's account: "Coach ana changed Week 3 Day 2 of Peaking". */
export const coachActivitySchema = z.object({
  id: z.number(),
  coach: z.object({ id: z.number(), username: z.string() }),
  action: z.string(),
  /** The whole sentence, coach named. */
  text: z.string(),
  program_id: z.number().nullable(),
  created_at: z.string(),
});
export type CoachActivity = z.infer<typeof coachActivitySchema>;

/** Who wrote a program into the account, on the program's answer (null: the member's own). */
export const programCoachSchema = z.object({ id: z.number(), username: z.string() }).nullable();

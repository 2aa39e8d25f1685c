import {
  estimateMax,
  planLift,
  type CompetitionLift,
  type LiftEvidence,
  type MaxEstimate,
  type Meet,
  type MeetAttemptInput,
  type MeetEvidence,
  type PlannedAttempt,
  type TakenAttempt,
} from "@topset/shared";
import { formatTime } from "../../lib/i18n";
import { t } from "./i18n";

const LIFT_KEYS = { squat: "lifts.squat", bench: "lifts.bench", deadlift: "lifts.deadlift" } as const;

/** "Squat", "Bench press", "Deadlift" in the language on screen. */
export const liftName = (lift: CompetitionLift): string => t(LIFT_KEYS[lift]);

/** The lifts a meet's event has, in meet order. */
export const liftsOf = (meet: Pick<Meet, "event">): CompetitionLift[] =>
  meet.event === "B" ? ["bench"] : ["squat", "bench", "deadlift"];

export type AttemptMap = Partial<Record<1 | 2 | 3, TakenAttempt>>;

/** A meet's recorded attempts of one lift, by number. */
export function attemptsOf(meet: Pick<Meet, "attempts">, lift: CompetitionLift): AttemptMap {
  const map: AttemptMap = {};
  for (const a of meet.attempts)
    if (a.lift === lift && (a.attempt === 1 || a.attempt === 2 || a.attempt === 3))
      map[a.attempt] = { weight: a.weight, made: a.made };
  return map;
}

const toPlannerEvidence = (lift: LiftEvidence) => ({
  heavySets: lift.heavy_sets.map((s) => ({
    date: s.date,
    weightKg: s.weight_kg,
    reps: s.reps,
    rpe: s.rpe,
    e1rmKg: s.e1rm_kg,
  })),
  weeklyE1rm: lift.weekly_e1rm.map((w) => ({ week: w.week, e1rmKg: w.e1rm_kg })),
  rpeError: lift.rpe_error,
  formSpreadKg: lift.form?.spread_kg ?? null,
});

export type LiftPlan = {
  lift: CompetitionLift;
  evidence: LiftEvidence | null;
  /** The attempts recorded on the meet so far, by number. */
  recorded: AttemptMap;
  /** Null without a heavy set to read: the lifter picks the attempts alone. */
  estimate: MaxEstimate | null;
  attempts: PlannedAttempt[] | null;
};

/** Each lift's estimate and attempts: taken and chosen ones as given, the rest proposed. */
export function planMeet(
  meet: Meet,
  evidence: MeetEvidence | undefined,
  overrides: Record<string, AttemptMap> = {},
): LiftPlan[] {
  return liftsOf(meet).map((lift) => {
    const found = evidence?.lifts.find((l) => l.lift === lift) ?? null;
    const estimate = found ? estimateMax(toPlannerEvidence(found), evidence!.target_date) : null;
    const recorded = attemptsOf(meet, lift);
    const attempts = { ...recorded, ...overrides[lift] };
    return {
      lift,
      evidence: found,
      recorded,
      estimate,
      attempts: estimate ? planLift({ estimate, unit: meet.weight_unit, attempts }) : null,
    };
  });
}

/**
 * Every attempt of the meet as it stands, in the shape the API saves: a planned lift's attempts (taken
 * ones keep their result), an unplanned lift's recorded attempts with the weights chosen on screen.
 */
export function attemptInputs(
  plans: LiftPlan[],
  chosen: Record<string, AttemptMap> = {},
): MeetAttemptInput[] {
  return plans.flatMap((plan) => {
    const current: AttemptMap = plan.attempts
      ? Object.fromEntries(plan.attempts.map((a) => [a.attempt, { weight: a.weight, made: a.made }]))
      : { ...plan.recorded, ...chosen[plan.lift] };
    return ([1, 2, 3] as const).flatMap((n) => {
      const a = current[n];
      return a?.weight == null
        ? []
        : [{ lift: plan.lift, attempt: n, weight: a.weight, made: a.made ?? null }];
    });
  });
}

/** A wall-clock time, hours and minutes, in the language on screen ("7:05 PM", "19:05"). */
export const clock = (iso: string) => formatTime(iso);

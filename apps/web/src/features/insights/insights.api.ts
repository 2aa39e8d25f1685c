import { queryOptions } from "@tanstack/react-query";
import {
  calibrationRowSchema,
  exerciseSchema,
  methodAccuracySchema,
  plateauSchema,
  prChanceSchema,
  readinessSchema,
  recentExerciseSchema,
  rpeDriftSchema,
  successSchema,
  type WeightUnit,
} from "@topset/shared";
import { api, ApiError } from "../../lib/api-client";
import { orderLifts } from "./lift-order";

const calibrationAnswer = successSchema(calibrationRowSchema);
const accuracyAnswer = successSchema(methodAccuracySchema);
const readinessAnswer = successSchema(readinessSchema);
const plateausAnswer = successSchema(plateauSchema);
const driftAnswer = successSchema(rpeDriftSchema);
const prChanceAnswer = successSchema(prChanceSchema);

export const insightKeys = {
  all: ["insights"] as const,
  // NOTE: the exercises feature owns the exercise list; this is the insights' copy, ordered for the picker.
  lifts: () => [...insightKeys.all, "lifts"] as const,
  calibration: () => [...insightKeys.all, "rpe-calibration"] as const,
  accuracy: (exerciseId: number) => [...insightKeys.all, "e1rm-accuracy", exerciseId] as const,
  readiness: (exerciseId: number) => [...insightKeys.all, "readiness", exerciseId] as const,
  plateaus: () => [...insightKeys.all, "plateaus"] as const,
  drift: (exerciseId: number) => [...insightKeys.all, "rpe-drift", exerciseId] as const,
  prChance: (exerciseId: number, weight: number, unit: WeightUnit) =>
    [...insightKeys.all, "pr-chance", exerciseId, weight, unit] as const,
};

/** The lifter's exercises, the most logged of the last 90 days first, then the rest by name. */
export const liftsQuery = () =>
  queryOptions({
    queryKey: insightKeys.lifts(),
    queryFn: async ({ signal }) => {
      const [all, recent] = await Promise.all([
        api.send(successSchema(exerciseSchema), "/api/v1/exercises", { signal }),
        api.send(successSchema(recentExerciseSchema), "/api/v1/exercises/recent", { signal }),
      ]);
      return orderLifts(all.data, recent.data);
    },
  });

/** 90 cells: reps 1–10 × RPE 6–10 in halves, the standard chart beside the lifter's own. */
export const calibrationQuery = () =>
  queryOptions({
    queryKey: insightKeys.calibration(),
    queryFn: async ({ signal }) =>
      (await api.send(calibrationAnswer, "/api/v1/insights/rpe-calibration", { signal })).data,
  });

/** How far each e1RM method has been off on this lift's heavy sets (one row a method). */
export const accuracyQuery = (exerciseId: number) =>
  queryOptions({
    queryKey: insightKeys.accuracy(exerciseId),
    queryFn: async ({ signal }) =>
      (
        await api.send(accuracyAnswer, "/api/v1/insights/e1rm-accuracy", {
          signal,
          query: { exercise_id: exerciseId },
        })
      ).data,
  });

/** Today's expected max for the lift and how the model has fared against "same as last time". */
export const readinessQuery = (exerciseId: number) =>
  queryOptions({
    queryKey: insightKeys.readiness(exerciseId),
    queryFn: async ({ signal }) =>
      (
        await api.send(readinessAnswer, "/api/v1/insights/readiness", {
          signal,
          query: { exercise_id: exerciseId },
        })
      ).data[0] ?? null,
  });

/** One row per main lift: whether its e1RM has gone flat, with the evidence. */
export const plateausQuery = () =>
  queryOptions({
    queryKey: insightKeys.plateaus(),
    queryFn: async ({ signal }) =>
      (await api.send(plateausAnswer, "/api/v1/insights/plateaus", { signal })).data,
  });

/** Realised against planned RPE, one point a session, oldest first. */
export const rpeDriftQuery = (exerciseId: number) =>
  queryOptions({
    queryKey: insightKeys.drift(exerciseId),
    queryFn: async ({ signal }) =>
      (
        await api.send(driftAnswer, "/api/v1/insights/rpe-drift", {
          signal,
          query: { exercise_id: exerciseId },
        })
      ).data,
  });

/** The chance to make `weight` (in `unit`) today; null when the server has nothing to go on (404 or empty). */
export const prChanceQuery = (exerciseId: number, weight: number, unit: WeightUnit) =>
  queryOptions({
    queryKey: insightKeys.prChance(exerciseId, weight, unit),
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.send(prChanceAnswer, "/api/v1/insights/pr-chance", {
          signal,
          query: { exercise_id: exerciseId, weight, unit },
        });
        return answer.data[0] ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

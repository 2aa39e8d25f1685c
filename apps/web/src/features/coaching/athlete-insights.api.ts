import { queryOptions } from "@tanstack/react-query";
import { calibrationRowSchema, readinessSchema, successSchema } from "@topset/shared";
import { api, ApiError } from "../../lib/api-client";
import { coachKeys } from "./coaching.api";

// NOTE: the insights feature owns these reads for the member; these are the coach's copies, naming the
// athlete with `user_id` (the server's canRead allows it), auth: false as every coach read.

const calibrationAnswer = successSchema(calibrationRowSchema);
const readinessAnswer = successSchema(readinessSchema);

/** The athlete's own RPE chart beside the standard one; [] when there is nothing to read. */
export const athleteCalibrationQuery = (athleteId: number) =>
  queryOptions({
    queryKey: [...coachKeys.athlete(athleteId), "rpe-calibration"] as const,
    queryFn: async ({ signal }) => {
      try {
        return (
          await api.send(calibrationAnswer, "/api/v1/insights/rpe-calibration", {
            signal,
            auth: false,
            query: { user_id: athleteId },
          })
        ).data;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return [];
        throw error;
      }
    },
  });

/** Today's expected max of one of the athlete's lifts; null without enough history. */
export const athleteReadinessQuery = (athleteId: number, exerciseId: number) =>
  queryOptions({
    queryKey: [...coachKeys.athlete(athleteId), "readiness", exerciseId] as const,
    queryFn: async ({ signal }) => {
      try {
        return (
          (
            await api.send(readinessAnswer, "/api/v1/insights/readiness", {
              signal,
              auth: false,
              query: { exercise_id: exerciseId, user_id: athleteId },
            })
          ).data[0] ?? null
        );
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
    },
  });

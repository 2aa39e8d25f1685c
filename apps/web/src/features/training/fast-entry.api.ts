import { queryOptions } from "@tanstack/react-query";
import {
  lastPerformanceSchema,
  plateSettingsResponseSchema,
  recentExerciseSchema,
  successSchema,
} from "@topset/shared";
import { api } from "../../lib/api-client";
import { sessionKeys } from "../../lib/training-session";

// Reads of the gym floor: last time, recent exercises, the plates. Their keys sit under "sessions" and
// "exercises", so they are kept on the device and open with no signal (lib/query-persist.ts).

const lastAnswer = successSchema(lastPerformanceSchema);

/** Last time of every exercise of one session, in one request (a session the server knows). */
export const sessionLastTimesQuery = (sessionId: number) =>
  queryOptions({
    queryKey: [...sessionKeys.all, "last-performance", sessionId] as const,
    queryFn: async ({ signal }) =>
      (await api.send(lastAnswer, `/api/v1/sessions/${sessionId}/last-performance`, { signal })).data,
    staleTime: 5 * 60 * 1000,
  });

/** Last time of one exercise: for a session started on this device, not yet known to the server. */
export const exerciseLastTimeQuery = (exerciseId: number) =>
  queryOptions({
    queryKey: ["exercises", "last-performance", exerciseId] as const,
    queryFn: async ({ signal }) =>
      (await api.send(lastAnswer, `/api/v1/exercises/${exerciseId}/last-performance`, { signal })).data[0] ??
      null,
    staleTime: 5 * 60 * 1000,
  });

/** The picker's "Recent" row: what the lifter logged lately, the latest first. */
export const recentExercisesQuery = () =>
  queryOptions({
    queryKey: [...sessionKeys.all, "options", "recent"] as const,
    queryFn: async ({ signal }) =>
      (await api.send(successSchema(recentExerciseSchema), "/api/v1/exercises/recent", { signal })).data,
  });

// NOTE: the calculators feature owns the plate settings screen; this is the training screens' copy,
// kept on the device with the rest of the session data.
export const sessionPlatesQuery = () =>
  queryOptions({
    queryKey: [...sessionKeys.all, "options", "plates"] as const,
    queryFn: async ({ signal }) =>
      (await api.send(successSchema(plateSettingsResponseSchema), "/api/v1/plate-settings", { signal }))
        .data[0] ?? null,
    staleTime: 60 * 60 * 1000,
  });

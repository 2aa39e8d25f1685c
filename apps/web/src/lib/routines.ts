import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  routineSchema,
  sessionDetailsSchema,
  successSchema,
  type CreateRoutineInput,
  type Routine,
} from "@topset/shared";
import { useNavigate } from "react-router";
import { z } from "zod";
import { paths } from "./routing/paths";
import { api, ApiError } from "./api-client";
import { t } from "./lib-i18n";
import { endSession } from "./session";
import { sessionKeys } from "./training-session";

// Routines (workout templates), read by the routines screens and by the sessions list, which starts
// one in a tap. Their keys are kept on the device with the training data (lib/query-persist.ts).

const routinesAnswer = successSchema(routineSchema);
const sessionAnswer = successSchema(sessionDetailsSchema);
const messageAnswer = z.object({ message: z.string().catch("") }).loose();

export const routineKeys = {
  all: ["routines"] as const,
  list: () => [...routineKeys.all, "list"] as const,
  detail: (id: number) => [...routineKeys.all, "detail", id] as const,
};

export const routinesQuery = () =>
  queryOptions({
    queryKey: routineKeys.list(),
    queryFn: async ({ signal }) => (await api.send(routinesAnswer, "/api/v1/routines", { signal })).data,
  });

/** One routine with the loads its next start would use; null when it is not the member's. */
export const routineQuery = (id: number) =>
  queryOptions({
    queryKey: routineKeys.detail(id),
    queryFn: async ({ signal }): Promise<Routine | null> => {
      try {
        return (
          (await api.send(routinesAnswer, `/api/v1/routines/${id}`, { auth: false, signal })).data[0] ?? null
        );
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
        if (error instanceof ApiError && error.status === 401) await endSession();
        throw error;
      }
    },
  });

export async function saveRoutine(id: number | null, input: CreateRoutineInput) {
  const answer = await api.send(routinesAnswer, id === null ? "/api/v1/routines" : `/api/v1/routines/${id}`, {
    method: id === null ? "POST" : "PATCH",
    body: input,
  });
  const saved = answer.data[0];
  if (!saved) throw new Error(t("routines.routineNotSent"));
  return saved;
}

export const deleteRoutine = (id: number) =>
  api.send(messageAnswer, `/api/v1/routines/${id}`, { method: "DELETE" });

/**
 * Starts a planned workout (`/routines/{id}/start`, `/programs/{id}/start`): the server makes the
 * session with its planned sets (loads computed from the lifter's e1RM and plates), so this needs the
 * network; it says so when there is none.
 */
export async function startPlanned(path: string) {
  if (!navigator.onLine) throw new Error(t("routines.needsNetwork"));
  // NOTE: the start button is disabled while this runs, so a double tap starts one session.
  const answer = await api.send(sessionAnswer, path, { method: "POST" });
  const session = answer.data[0];
  if (!session) throw new Error(t("routines.sessionNotSent"));
  return session;
}

/** Starts a planned workout and opens the new session (its details are cached from the answer). */
export function useStartPlanned(pathOf: (id: number) => string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (id: number) => startPlanned(pathOf(id)),
    onSuccess: async (session) => {
      client.setQueryData(sessionKeys.detail(session.id), session);
      await client.invalidateQueries({ queryKey: sessionKeys.list() });
      void client.invalidateQueries({ queryKey: routineKeys.all });
      await navigate(paths.sessionDetails.href(session.id));
    },
  });
}

export const useStartRoutine = () => useStartPlanned((id) => `/api/v1/routines/${id}/start`);

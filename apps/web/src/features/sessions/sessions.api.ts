import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  blockSchema,
  exerciseGroupSchema,
  sessionDetailsSchema,
  sessionSchema,
  successSchema,
  type createSessionSchema,
  type updateSessionSchema,
} from "@topset/shared";
import { z } from "zod";
import { api, ApiError } from "../../lib/api-client";
import { endSession } from "../../lib/session";

export const SESSIONS_PER_PAGE = 20;

const sessionsPage = successSchema(sessionSchema);
const sessionAnswer = successSchema(sessionDetailsSchema);
const idAnswer = successSchema(z.object({ id: z.number() }).loose());
const messageAnswer = z.object({ message: z.string().catch("") }).loose();

/** Query keys: everything under "sessions" is invalidated together after a change. */
export const sessionKeys = {
  all: ["sessions"] as const,
  list: () => [...sessionKeys.all, "list"] as const,
  detail: (id: number) => [...sessionKeys.all, "detail", id] as const,
  // NOTE: the blocks and exercises features own their lists; these keys hold this feature's copies, shaped for pickers.
  blockOptions: () => [...sessionKeys.all, "options", "blocks"] as const,
  exerciseOptions: () => [...sessionKeys.all, "options", "exercises"] as const,
};

export const sessionsListQuery = () =>
  infiniteQueryOptions({
    queryKey: sessionKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      api.send(sessionsPage, "/api/v1/sessions", {
        query: { perPage: SESSIONS_PER_PAGE, currentPage: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const p = last.pagination;
      return p && p.currentPage < p.lastPage ? p.currentPage + 1 : undefined;
    },
  });

/**
 * One session with its logs, sets and tags; null when it is not the caller's (403/404), so the screen
 * can send the user to the unauthorized page.
 * NOTE: sent with auth: false because the api client logs out on any 403, and a 403 here only means
 * "someone else's session". An expired login (401) still ends the session here.
 */
export const sessionQuery = (id: number) =>
  queryOptions({
    queryKey: sessionKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.send(sessionAnswer, `/api/v1/sessions/${id}`, { auth: false, signal });
        return answer.data[0] ?? null;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
        if (error instanceof ApiError && error.status === 401) await endSession();
        throw error;
      }
    },
  });

export const blocksQuery = () =>
  queryOptions({
    queryKey: sessionKeys.blockOptions(),
    queryFn: ({ signal }) => api.send(successSchema(blockSchema), "/api/v1/blocks", { signal }),
    select: (answer) => answer.data,
  });

export const exerciseGroupsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.exerciseOptions(),
    queryFn: ({ signal }) =>
      api.send(successSchema(exerciseGroupSchema), "/api/v1/exercises", {
        query: { order_by: "name" },
        signal,
      }),
    select: (answer) => answer.data,
  });

export async function createSession(input: z.output<typeof createSessionSchema>) {
  const answer = await api.send(idAnswer, "/api/v1/sessions", { method: "POST", body: input });
  const created = answer.data[0];
  if (!created) throw new Error("The server did not send the new session back. Please try again.");
  return created.id;
}

export const updateSession = (id: number, input: z.output<typeof updateSessionSchema>) =>
  api.send(messageAnswer, `/api/v1/sessions/${id}`, { method: "PATCH", body: input });

export const deleteSession = (id: number) =>
  api.send(messageAnswer, `/api/v1/sessions/${id}`, { method: "DELETE" });

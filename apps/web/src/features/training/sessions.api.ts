import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  blockSchema,
  exerciseGroupSchema,
  sessionSchema,
  successSchema,
  type updateSessionSchema,
} from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";
import { sessionKeys } from "../../lib/training-session";

export const SESSIONS_PER_PAGE = 20;

const sessionsPage = successSchema(sessionSchema);
const messageAnswer = z.object({ message: z.string().catch("") }).loose();

// NOTE: the blocks and exercises features own their lists; these keys hold this feature's copies, shaped for pickers.
const pickerKeys = {
  blocks: () => [...sessionKeys.all, "options", "blocks"] as const,
  exercises: () => [...sessionKeys.all, "options", "exercises"] as const,
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

export const blocksQuery = () =>
  queryOptions({
    queryKey: pickerKeys.blocks(),
    queryFn: ({ signal }) => api.send(successSchema(blockSchema), "/api/v1/blocks", { signal }),
    select: (answer) => answer.data,
  });

export const exerciseGroupsQuery = () =>
  queryOptions({
    queryKey: pickerKeys.exercises(),
    queryFn: ({ signal }) =>
      api.send(successSchema(exerciseGroupSchema), "/api/v1/exercises", {
        query: { order_by: "name" },
        signal,
      }),
    select: (answer) => answer.data,
  });

export const updateSession = (id: number, input: z.output<typeof updateSessionSchema>) =>
  api.send(messageAnswer, `/api/v1/sessions/${id}`, { method: "PATCH", body: input });

export const deleteSession = (id: number) =>
  api.send(messageAnswer, `/api/v1/sessions/${id}`, { method: "DELETE" });

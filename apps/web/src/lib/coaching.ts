import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  accessCodeSchema,
  athleteSchema,
  sessionSchema,
  successSchema,
  type AccessCode,
} from "@topset/shared";
import { z } from "zod";
import { api, ApiError } from "./api-client";

// Coach access (docs/decisions/033-coach-access.md), read by three features: the access-codes screen,
// the athlete's settings (their coaches) and the session screen (a coach reads an athlete's session).
//
// NOTE: reads of an athlete's data go with auth: false. The api client logs out on any 403, and here a
// 403 only means "the athlete revoked your access", which must not end the coach's own login.

export const coachingKeys = {
  all: ["coaching"] as const,
  codes: () => [...coachingKeys.all, "codes"] as const,
  athletes: () => [...coachingKeys.all, "athletes"] as const,
  athleteSessions: (userId: number, page: number) => [...coachingKeys.all, "sessions", userId, page] as const,
};

/** My codes and the grants they became (never the codes themselves). */
export const accessCodesQuery = () =>
  queryOptions({
    queryKey: coachingKeys.codes(),
    queryFn: async ({ signal }) =>
      (await api.send(successSchema(accessCodeSchema), "/api/v1/access-codes", { signal })).data,
  });

/** The members I coach. */
export const athletesQuery = () =>
  queryOptions({
    queryKey: coachingKeys.athletes(),
    queryFn: async ({ signal }) =>
      (await api.send(successSchema(athleteSchema), "/api/v1/coaching/athletes", { signal })).data,
  });

const sessionsPage = successSchema(sessionSchema);

/** An athlete's sessions, 20 a page, newest first; null once the athlete has revoked my access. */
export const athleteSessionsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: coachingKeys.athleteSessions(userId, page),
    queryFn: async ({ signal }) => {
      try {
        return await api.send(sessionsPage, "/api/v1/sessions", {
          signal,
          auth: false,
          query: { user_id: userId, perPage: 20, currentPage: page },
        });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
    },
  });

/** Revokes a code and the access it gave; the list shows it revoked at once. */
export function useRevokeAccessCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.send(successSchema(z.object({ id: z.number() })), `/api/v1/access-codes/${id}`, {
        method: "DELETE",
      }),
    onSuccess: (_answer, id) => {
      const now = new Date().toISOString();
      client.setQueryData<AccessCode[]>(coachingKeys.codes(), (codes = []) =>
        codes.map((c) => (c.id === id ? { ...c, state: "revoked", revoked_at: c.revoked_at ?? now } : c)),
      );
    },
  });
}

import { queryOptions } from "@tanstack/react-query";
import {
  AVERAGE_SLEEP_ENTRIES,
  averageSleepSchema,
  recentPrSchema,
  recoveryEntrySchema,
  successSchema,
  weighInSchema,
} from "@topset/shared";
import { api } from "../../lib/api-client";

const recentPrsAnswer = successSchema(recentPrSchema);
const weighInsAnswer = successSchema(weighInSchema);
const averageSleepAnswer = successSchema(averageSleepSchema);
const recoveryAnswer = successSchema(recoveryEntrySchema);

/**
 * staleTime 0: opening the profile always refetches, so entries added in the trackers or a session
 * just logged show up, while the cached figures are shown at once.
 */
const profileKey = (what: string, userId: number) => ["profile-stats", what, userId] as const;

export const recentPrsQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKey("recent-prs", userId),
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.send(recentPrsAnswer, `/api/v1/variables/recent-prs/${userId}`, { signal })).data,
  });

/** Private to the owner (and admins): only asked for then, since a 403 would log the viewer out. */
export const weighInsQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKey("weekly-weight-in", userId),
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.send(weighInsAnswer, `/api/v1/variables/weekly-weight-in/${userId}`, { signal })).data,
  });

export const averageSleepQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKey("average-sleep", userId),
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await api.send(averageSleepAnswer, `/api/v1/variables/average-sleep/${userId}`, {
        signal,
      });
      return answer.data[0] ?? null;
    },
  });

/** The recovery tracker's newest entries (its own endpoint), for the chart: the last 7 (perPage=7). */
export const recentRecoveryQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKey("recovery", userId),
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await api.send(recoveryAnswer, `/api/v1/variables/recovery/${userId}`, {
          signal,
          query: { perPage: AVERAGE_SLEEP_ENTRIES, cache: "true" },
        })
      ).data,
  });

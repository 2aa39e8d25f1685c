import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminSecuritySchema,
  coachActivitySchema,
  currentUserSchema,
  successSchema,
  type UpdatePersonalInfoInput,
} from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";

const messageAnswer = successSchema(z.unknown());
const userAnswer = successSchema(currentUserSchema);

/** Saves fields of the account (the unit switch sends its unit); answers the account as saved. */
export const updatePersonalInformation = (userId: number, body: UpdatePersonalInfoInput) =>
  api.send(userAnswer, `/api/v1/users/${userId}/update-personal-information`, { method: "PATCH", body });

/** Settings > App maintenance: clears my server read caches. */
export const clearMyCache = (userId: number) =>
  api.send(messageAnswer, `/api/v1/cache/user/${userId}`, { method: "POST" });
/** Admins only: clears every server read cache. */
export const clearAllCache = () => api.send(messageAnswer, "/api/admin/clear-all-cache");
/** Admins only: rebuilds the search indexes. */
export const refreshIndexes = () => api.send(messageAnswer, "/api/admin/refresh-index");

/**
 * Whether this admin may use admin powers: while the admins' two-factor requirement is on, an admin
 * without a second factor gets 403 from the admin API (decision 047), and a 403 logs out. The
 * requirement's own read answers even then, so it is asked before the admin rows are offered.
 */
export const adminPowersQuery = () =>
  queryOptions({
    queryKey: ["settings", "admin-powers"] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.send(successSchema(adminSecuritySchema), "/api/admin/security", { signal });
      const security = answer.data[0];
      return !security || !security.require_admin_2fa || security.caller_has_second_factor;
    },
    // The admin may have set up a factor a moment ago on the security page.
    staleTime: 0,
  });

export function useDeleteAllData(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The password is checked again on the server: an open session alone cannot wipe the log.
    mutationFn: (password: string) =>
      api.send(messageAnswer, `/api/v1/users/${userId}/data`, { method: "DELETE", body: { password } }),
    // Sessions, trackers, videos and blocks are gone: every cached list is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useRequestDataExport(userId: number) {
  return useMutation({
    mutationFn: () => api.send(messageAnswer, `/api/v1/users/${userId}/download-user-data`),
  });
}

const COACH_ACTIVITY_PAGE = 10;
const activityAnswer = successSchema(coachActivitySchema);

/** What my coaches changed in my account, newest first, 10 a page (docs/decisions/045-coach-workspace.md). */
export const coachActivityQuery = infiniteQueryOptions({
  queryKey: ["coaching", "activity"] as const,
  queryFn: ({ pageParam, signal }) =>
    api.send(activityAnswer, "/api/v1/coach-activity", {
      query: { perPage: COACH_ACTIVITY_PAGE, currentPage: pageParam },
      signal,
    }),
  initialPageParam: 1,
  getNextPageParam: (last, _pages, page) => {
    const p = last.pagination;
    if (p) return p.currentPage < p.lastPage ? p.currentPage + 1 : undefined;
    return last.data.length < COACH_ACTIVITY_PAGE ? undefined : page + 1;
  },
});

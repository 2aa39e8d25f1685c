import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicProfileSchema, successSchema } from "@topset/shared";
import { api, ApiError } from "../../lib/api-client";
import { userIdFromState } from "./follow-target";

const profileAnswer = successSchema(publicProfileSchema);

/** Another member's public profile by username; null when there is no such member. */
export const publicProfileQuery = (username: string) =>
  queryOptions({
    queryKey: ["follows", "profile", username.toLowerCase()] as const,
    queryFn: async ({ signal }) => {
      try {
        const path = `/api/v1/users/profile/${encodeURIComponent(username)}`;
        return (await api.send(profileAnswer, path, { signal })).data[0] ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/**
 * Another member's profile for /dashboard/profile/{username} and its following screen: the id that
 * came with an in-app link is used at once, and the profile is fetched so links and reloads work too.
 */
export function useOtherProfile(username: string, routerState: unknown, enabled = true) {
  const query = useQuery({ ...publicProfileQuery(username), enabled: enabled && username !== "" });
  const userId = userIdFromState(routerState) ?? query.data?.id ?? null;
  return { userId, profile: query.data ?? null, isPending: enabled && query.isPending };
}

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { publicProfileSchema, successSchema } from "@topset/shared";
import { api, ApiError } from "./api-client";
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
 * Another member's profile for /dashboard/profile/{username} and its following screen (suspends until
 * the profile has answered, so links and reloads work too); the id that came with an in-app link wins.
 */
export function useOtherProfile(username: string, routerState: unknown) {
  const { data: profile } = useSuspenseQuery(publicProfileQuery(username));
  return { userId: userIdFromState(routerState) ?? profile?.id ?? null, profile };
}

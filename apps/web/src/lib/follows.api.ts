import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { followersSchema, successSchema, type FollowEntry, type Followers } from "@topset/shared";
import { z } from "zod";
import { api } from "./api-client";
import { showToast } from "./ui-store";
import { communityKeys } from "./community-keys";

const followersAnswer = successSchema(followersSchema);
const pairAnswer = successSchema(z.object({ follower_id: z.number(), following_id: z.number() }));

/** Query keys: everything under "follows" is invalidated together after a change. */
export const followKeys = {
  all: ["follows"] as const,
  user: (userId: number) => [...followKeys.all, "user", userId] as const,
};

/** A user's followers and followings; null when the server did not send one. */
export const followersQuery = (userId: number) =>
  queryOptions({
    queryKey: followKeys.user(userId),
    queryFn: async ({ signal }) => {
      const answer = await api.send(followersAnswer, `/api/v1/users/${userId}/followers`, { signal });
      return answer.data[0]?.user ?? null;
    },
  });

export type FollowAction = "follow" | "unfollow" | "removeFollower";

const request: Record<FollowAction, (id: number) => Promise<unknown>> = {
  follow: (id) => api.send(pairAnswer, `/api/v1/users/${id}/follow`, { method: "POST" }),
  unfollow: (id) => api.send(pairAnswer, `/api/v1/users/${id}/follow`, { method: "DELETE" }),
  removeFollower: (id) => api.send(pairAnswer, `/api/v1/users/${id}/follower`, { method: "DELETE" }),
};

type FollowUser = Followers["user"];

/** The viewer's lists after an action on `target`, applied before the server answers. */
export function applyFollowAction(me: FollowUser, action: FollowAction, target: FollowEntry): FollowUser {
  const without = (list: FollowEntry[]) => list.filter((entry) => entry.id !== target.id);
  if (action === "follow") {
    return { ...me, followings: [...without(me.followings), target] };
  }
  if (action === "unfollow") return { ...me, followings: without(me.followings) };
  return { ...me, followers: without(me.followers) };
}

/** Follow, unfollow or remove a follower, updating the viewer's lists at once and rolling back on failure. */
export function useFollowMutation(myId: number) {
  const queryClient = useQueryClient();
  const key = followKeys.user(myId);
  return useMutation({
    mutationFn: ({ action, target }: { action: FollowAction; target: FollowEntry }) =>
      request[action](target.id),
    onMutate: async ({ action, target }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FollowUser | null>(key);
      if (previous) queryClient.setQueryData(key, applyFollowAction(previous, action, target));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
      showToast(error.message);
    },
    onSettled: async (_answer, _error, { target }) => {
      // The viewer's own lists already hold the change; the other member's lists (their followers or
      // followings) and the community feed's Following scope are the copies that are now stale.
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
      await queryClient.invalidateQueries({ queryKey: followKeys.user(target.id) });
    },
  });
}

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { changelogEntrySchema, changelogSubscriptionSchema, successSchema } from "@topset/shared";
import { api } from "../../lib/api-client";

const entriesAnswer = successSchema(changelogEntrySchema);
const subscriptionAnswer = successSchema(changelogSubscriptionSchema);

export const changelogKeys = {
  entries: ["changelogs"] as const,
  subscription: (email: string) => ["changelog-subscription", email] as const,
};

export const changelogsQuery = () =>
  queryOptions({
    queryKey: changelogKeys.entries,
    queryFn: async ({ signal }) =>
      (await api.send(entriesAnswer, "/api/v1/variables/changelogs", { signal })).data,
    staleTime: Infinity,
  });

/** Subscribed when the lookup answers exactly one record. */
export const subscriptionQuery = (email: string) =>
  queryOptions({
    queryKey: changelogKeys.subscription(email),
    queryFn: async ({ signal }) => {
      const answer = await api.send(subscriptionAnswer, "/api/v1/subscriptions/changelog-subscription", {
        query: { email },
        signal,
      });
      return answer.data.length === 1;
    },
  });

export function useSubscriptionMutation(user: { id: number; email: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscribe: boolean) => {
      const path = `/api/v1/subscriptions/${subscribe ? "subscribe" : "unsubscribe"}-changelog`;
      const answer = await api.send(subscriptionAnswer, path, {
        method: "POST",
        body: { email: user.email, user_id: user.id },
      });
      return { subscribed: subscribe, message: answer.message };
    },
    onSuccess: ({ subscribed }) =>
      queryClient.setQueryData(changelogKeys.subscription(user.email), subscribed),
  });
}

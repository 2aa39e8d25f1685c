import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiKeySchema, successSchema, type ApiKey } from "@topset/shared";
import { api } from "../../lib/api-client";
import { t } from "./i18n";

const keysAnswer = successSchema(apiKeySchema);

export const apiKeyKeys = { user: (userId: number) => ["api-keys", userId] as const };

export const apiKeysQuery = (userId: number) =>
  queryOptions({
    queryKey: apiKeyKeys.user(userId),
    queryFn: async ({ signal }) =>
      (await api.send(keysAnswer, `/api/v1/api-keys/user/${userId}`, { signal })).data,
  });

/** Requests a key; the answer holds the only full copy the app will ever get. */
export function useCreateApiKey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await api.send(keysAnswer, "/api/v1/api-keys/", {
        method: "POST",
        body: { user_id: userId },
      });
      const created = answer.data[0];
      if (!created) throw new Error(t("apiKeysPage.noKeySent"));
      return created;
    },
    onSuccess: (created) => {
      // The new key goes on top, in full; the list keeps it until the screen is left.
      queryClient.setQueryData<ApiKey[]>(apiKeyKeys.user(userId), (keys = []) => [created, ...keys]);
    },
  });
}

export function useDeleteApiKey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(keysAnswer, `/api/v1/api-keys/${id}`, { method: "DELETE" }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ApiKey[]>(apiKeyKeys.user(userId), (keys = []) =>
        keys.filter((k) => k.id !== id),
      );
    },
  });
}

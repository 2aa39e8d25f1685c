import { useMutation, useQueryClient } from "@tanstack/react-query";
import { currentUserSchema, successSchema, type E1rmMethod } from "@topset/shared";
import { api } from "./api-client";
import { authStore, updateUser, useCurrentUser } from "./auth-store";
import { currentUserQuery } from "./session";
import { showToast } from "./ui-store";

/**
 * The account's e1RM method (stored on the server, the same on every device). Screens never estimate a
 * stored set with it: the server's figures already are in it. Calculators start from it.
 */
export const useE1rmMethod = (): E1rmMethod => useCurrentUser()?.e1rm_method ?? "formula";

const userAnswer = successSchema(currentUserSchema);

/**
 * Settings' method choice: shown at once (optimistic), saved on the account, undone if the server
 * refuses. Every cached set, history row and PR then holds figures in the old method, so all are refetched.
 */
export function useChangeE1rmMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, method }: { userId: number; method: E1rmMethod }) =>
      api.send(userAnswer, `/api/v1/users/${userId}/update-personal-information`, {
        method: "PATCH",
        body: { e1rm_method: method },
      }),
    onMutate: ({ method }) => {
      const before = authStore.get().user;
      if (before) updateUser({ ...before, e1rm_method: method });
      return { before };
    },
    onError: (error, _input, context) => {
      if (context?.before) updateUser(context.before);
      showToast(error instanceof Error ? error.message : "The e1RM method could not be saved.");
    },
    onSuccess: (answer) => {
      const user = answer.data[0];
      if (!user) return;
      updateUser(user);
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== currentUserQuery.queryKey[0] }),
  });
}

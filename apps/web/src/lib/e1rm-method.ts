import { useMutation, useQueryClient } from "@tanstack/react-query";
import { currentUserSchema, successSchema, type E1rmMethod, type PersonalChart } from "@topset/shared";
import { api } from "./api-client";
import { authStore, updateUser, useCurrentUser } from "./auth-store";
import { t } from "./lib-i18n";
import { currentUserQuery } from "./session";
import { showToast } from "./ui-store";

/**
 * The account's e1RM method (stored on the server, the same on every device). Screens never estimate a
 * stored set with it: the server's figures already are in it. Calculators start from it.
 */
export const useE1rmMethod = (): E1rmMethod => useCurrentUser()?.e1rm_method ?? "formula";

/**
 * The chart the "personal" method reads, for local previews (a set just logged, the calculator); null
 * before any fit, which is the standard chart. NOTE: it is the chart as the account was last read: the
 * server refits it after each completed session, so a preview can differ slightly from the figures the
 * server then sends (and that replace it). A user stored by an older app has none: the standard chart.
 */
export const usePersonalChart = (): PersonalChart | null => useCurrentUser()?.personal_rpe_chart ?? null;

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
      showToast(error instanceof Error ? error.message : t("e1rmMethod.notSaved"));
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

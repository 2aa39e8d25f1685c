import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionKeys } from "./sessions.api";

/**
 * A change to one session (its logs, sets, notes, tags): once it succeeds, the session's details and
 * the list are fetched again, and the mutation stays pending until the fresh details are in, so a
 * modal closes on the updated table.
 */
export function useSessionMutation<TVars, TData = unknown>(
  sessionId: number,
  mutationFn: (vars: TVars) => Promise<TData>,
  onDone?: (data: TData, vars: TVars) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, vars) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) }),
        client.invalidateQueries({ queryKey: sessionKeys.list() }),
      ]);
      onDone?.(data, vars);
    },
  });
}

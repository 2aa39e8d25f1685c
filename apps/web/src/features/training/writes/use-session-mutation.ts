import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionDetails } from "@topset/shared";
import { sessionKeys } from "../../../lib/training-session";

type Options<TVars, TData> = {
  /**
   * Applies the server's answer to the cached session (see session-cache.ts). Without it the
   * session's details are fetched again, for changes whose answer does not carry the new state.
   */
  apply?: (session: SessionDetails, data: TData, vars: TVars) => SessionDetails;
  /** Runs once the cached session shows the change (a modal closes on the updated table). */
  onDone?: (data: TData, vars: TVars) => void;
};

/**
 * A change to one session (its logs, sets, notes, tags). Once it succeeds, the answer is applied to
 * the cached session, or the session is fetched again, and the mutation stays pending until it is
 * in; the sessions list is marked stale either way.
 */
export function useSessionMutation<TVars, TData = unknown>(
  sessionId: number,
  mutationFn: (vars: TVars) => Promise<TData>,
  { apply, onDone }: Options<TVars, TData> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, vars) => {
      const key = sessionKeys.detail(sessionId);
      if (apply) {
        await client.cancelQueries({ queryKey: key });
        client.setQueryData<SessionDetails | null>(key, (session) => session && apply(session, data, vars));
      }
      await Promise.all([
        apply ? undefined : client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: sessionKeys.list() }),
      ]);
      onDone?.(data, vars);
    },
  });
}

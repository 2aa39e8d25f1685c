import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionDetails } from "@topset/shared";
import type { OutboxRequest } from "../../lib/outbox/outbox-types";
import { queueWrite } from "../../lib/outbox/sync";
import { sessionKeys } from "../../lib/training-session";

type Write = {
  request: OutboxRequest;
  /** The change as the screen shows it until the server's answer replaces it (see session-cache.ts). */
  show?: (session: SessionDetails) => SessionDetails;
};

/**
 * A training write that works with no signal: stored in the outbox, shown on the cached session at
 * once, sent in the background. It never waits for the network, so a modal closes as soon as the
 * write is stored; a refusal later shows in the sync indicator's list.
 */
export function useQueuedWrite<TVars>(
  sessionId: number,
  /** One write, or several stored and shown in order (a set of warm-ups at once). */
  build: (vars: TVars) => Write | Write[],
  { onDone }: { onDone?: (vars: TVars) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: async (vars: TVars) => {
      const built = build(vars);
      for (const { request, show } of Array.isArray(built) ? built : [built]) {
        await queueWrite(request, () => {
          if (show)
            client.setQueryData<SessionDetails | null>(sessionKeys.detail(sessionId), (s) => s && show(s));
        });
      }
      return vars;
    },
    onSuccess: (vars) => onDone?.(vars),
  });
}

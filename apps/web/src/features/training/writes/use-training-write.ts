import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionDetails } from "@topset/shared";
import { queueWrite } from "../../../lib/outbox/sync";
import { sessionKeys } from "../../../lib/training-session";
import type { TrainingWrite } from "./training-writes.api";

/**
 * A training write (training-writes.api.ts) that works with no signal: stored in the outbox, shown on
 * the cached session at once, sent in the background. It never waits for the network, so a modal
 * closes as soon as the write is stored; a refusal later shows in the sync indicator's list.
 */
export function useTrainingWrite<TVars>(
  /** One write, or several stored and shown in order (a set of warm-ups at once). */
  build: (vars: TVars) => TrainingWrite | TrainingWrite[],
  { onDone }: { onDone?: (vars: TVars, writes: TrainingWrite[]) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: async (vars: TVars) => {
      const built = build(vars);
      const writes = Array.isArray(built) ? built : [built];
      for (const { request, show } of writes) {
        await queueWrite(request, () =>
          client.setQueryData<SessionDetails | null>(sessionKeys.detail(request.sessionId), (s) =>
            show(s ?? null),
          ),
        );
      }
      return { vars, writes };
    },
    onSuccess: ({ vars, writes }) => onDone?.(vars, writes),
  });
}

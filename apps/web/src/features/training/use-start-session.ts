import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { createSessionSchema } from "@topset/shared";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { paths } from "../../lib/routing/paths";
import { useCurrentUser } from "../../lib/auth-store";
import type { OutboxRequest } from "../../lib/outbox/outbox-types";
import { queueWrite } from "../../lib/outbox/sync";
import { sessionKeys } from "../../lib/training-session";
import { clientSession } from "./queued-writes";

type Input = z.output<typeof createSessionSchema> & { start_date: string };

/** "Wednesday 25 Nov": a session started in one tap is named after its day (renamed any time). */
export const dayName = (date: Date) =>
  date.toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "short" });

/**
 * Starts a session through the outbox (with no signal too) and opens it. `blockName` only labels the
 * session on screen until the server's copy arrives.
 */
export function useStartSession({ onStarted }: { onStarted?: () => void } = {}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useCurrentUser();
  return useMutation({
    networkMode: "always",
    mutationFn: async ({ input, blockName = null }: { input: Input; blockName?: string | null }) => {
      if (!me) throw new Error("Log in again to start a session.");
      const made = clientSession(me, {
        name: input.name,
        start_date: input.start_date,
        block_id: input.block_id ?? null,
        block_name: blockName,
        body_weight: input.body_weight ?? null,
        body_weight_unit: input.body_weight_unit ?? null,
        hours_of_sleep: input.hours_of_sleep ?? null,
        calories_prior_session: input.calories_prior_session ?? null,
        caffeine_intake: input.caffeine_intake ?? null,
      });
      const request: OutboxRequest = {
        method: "POST",
        path: "/api/v1/sessions",
        body: input,
        label: `Session ${input.name}`,
        sessionId: made.id,
        kind: "session-create",
        creates: [made.id],
      };
      await queueWrite(request, () => client.setQueryData(sessionKeys.detail(made.id), made));
      return made.id;
    },
    onSuccess: (id) => {
      onStarted?.();
      void navigate(paths.sessionDetails.href(id));
    },
  });
}

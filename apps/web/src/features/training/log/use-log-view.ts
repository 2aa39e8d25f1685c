import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionDetails } from "@topset/shared";
import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/ui-store";
import { updateLog } from "../logs.api";
import { sessionKeys } from "../../../lib/training-session";
import { translateText } from "../../../lib/i18n";

type ViewPatch = { collapsed?: boolean; sets_notes_visibility?: boolean };
type Vars = { logIds: number[]; patch: ViewPatch };

/**
 * A log's view state (collapsed, notes column): applied to the cached session at once, then saved.
 * NOTE: the screen does not wait for the server; a failure puts the saved state back, except a 409
 * (a completed session refuses writes), where the change simply stays local to this visit.
 */
export function useLogView(sessionId: number) {
  const client = useQueryClient();
  const key = sessionKeys.detail(sessionId);

  const mutation = useMutation({
    mutationFn: ({ logIds, patch }: Vars) => Promise.all(logIds.map((id) => updateLog(id, patch))),
    onMutate: async ({ logIds, patch }: Vars) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<SessionDetails | null>(key, (session) =>
        session
          ? {
              ...session,
              logs: session.logs.map((log) => (logIds.includes(log.id) ? { ...log, ...patch } : log)),
            }
          : session,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) return;
      showToast(translateText(error.message));
      void client.invalidateQueries({ queryKey: key });
    },
  });

  return (logIds: number[], patch: ViewPatch) => {
    if (logIds.length > 0) mutation.mutate({ logIds, patch });
  };
}

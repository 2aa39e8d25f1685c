import { queryOptions } from "@tanstack/react-query";
import { sessionDetailsSchema, successSchema, type SessionDetails } from "@topset/shared";
import { api, ApiError } from "./api-client";
import { writesWaitFor } from "./outbox/sync";
import { endSession } from "./session";

// One training session's details, read by the training screens (which change it, see
// features/training/session-cache.ts) and by the video details screen (which shows its sets).

const sessionAnswer = successSchema(sessionDetailsSchema);

/** Query keys: everything under "sessions" is invalidated together after a change. */
export const sessionKeys = {
  all: ["sessions"] as const,
  list: () => [...sessionKeys.all, "list"] as const,
  detail: (id: number) => [...sessionKeys.all, "detail", id] as const,
};

/**
 * One session with its logs, sets and tags; null when it is not the caller's (403/404), so the screen
 * can send the user to the unauthorized page.
 * NOTE: sent with auth: false because the api client logs out on any 403, and a 403 here only means
 * "someone else's session". An expired login (401) still ends the session here.
 */
export const sessionQuery = (id: number) =>
  queryOptions({
    queryKey: sessionKeys.detail(id),
    queryFn: async ({ signal, client }) => {
      const cached = () => client.getQueryData<SessionDetails | null>(sessionKeys.detail(id));
      // A session started on this device (client id) exists only in the cache until it syncs.
      if (id < 0) return cached() ?? null;
      // While writes for it wait in the outbox, the server's copy lacks them: the cached one (which
      // shows them) stays, and the outbox reads the session again once its last write is in.
      const keep = async () => {
        const current = cached();
        return current && (await writesWaitFor(id)) ? current : undefined;
      };
      const held = await keep();
      if (held) return held;
      try {
        const answer = await api.send(sessionAnswer, `/api/v1/sessions/${id}`, { auth: false, signal });
        // A write queued while the read was on its way is not in the answer either.
        return (await keep()) ?? answer.data[0] ?? null;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
        if (error instanceof ApiError && error.status === 401) await endSession();
        throw error;
      }
    },
  });

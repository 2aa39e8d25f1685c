import type { QueryClient } from "@tanstack/react-query";
import type { SessionDetails } from "@topset/shared";
import { mapIds } from "../../../lib/outbox/client-ids";
import type { OutboxEntry } from "../../../lib/outbox/outbox-types";
import type { WriteHandlers } from "../../../lib/outbox/sync";
import { sessionKeys } from "../../../lib/training-session";
import { answerProblem, trainingAnswers, type TrainingKind } from "./answers";

// The one place a training write's answer reaches the cache: client ids become the server's in every
// cached session, and the records the server sent back (a set with its figures, a new log, the
// completed session) take the place of the ones made on this device (see answers.ts).

/** Applies one synced write (its answer already checked) to every cached session it touches. */
export function applySynced(
  client: QueryClient,
  entry: OutboxEntry,
  json: unknown,
  ids: ReadonlyMap<number, number>,
) {
  const detailKey = [...sessionKeys.all, "detail"];
  const sessionId = ids.get(entry.sessionId) ?? entry.sessionId;
  const kind = trainingAnswers[entry.kind as TrainingKind];
  for (const [key, cached] of client.getQueriesData<SessionDetails | null>({ queryKey: detailKey })) {
    if (!cached) continue;
    const mapped = mapIds(cached, ids);
    const touched = mapped.id === sessionId;
    // The outbox checked the answer already (`check`, below); apply reads its records once more.
    const next = touched && kind ? kind.apply(mapped, json) : mapped;
    if (next !== cached) client.setQueryData(key, next);
    // A session made on this device is now the server's too: its page moves to the real id.
    if (touched && entry.kind === "session-create") client.setQueryData(sessionKeys.detail(next.id), next);
  }
  void client.invalidateQueries({ queryKey: sessionKeys.list() });
}

/** Discarded writes: their sessions are read again from the server, which drops what was shown. */
export function rollBack(
  client: QueryClient,
  entries: OutboxEntry[],
  serverId: (clientId: number) => number | undefined,
) {
  for (const entry of entries) {
    const id = entry.sessionId < 0 ? serverId(entry.sessionId) : entry.sessionId;
    if (id === undefined) client.removeQueries({ queryKey: sessionKeys.detail(entry.sessionId) });
    else void client.invalidateQueries({ queryKey: sessionKeys.detail(id) });
  }
  void client.invalidateQueries({ queryKey: sessionKeys.list() });
}

/** What the outbox needs to know of training writes, given to it at startup (app/signed-in-runtime.ts). */
export const trainingWriteHandlers = (client: QueryClient): WriteHandlers => ({
  check: (entry, json) => answerProblem(entry.kind, json),
  applied: (entry, json, ids) => applySynced(client, entry, json, ids),
  discarded: (entries, serverId) => rollBack(client, entries, serverId),
  caughtUp: (sessionId) => void client.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) }),
});

import type { QueryClient } from "@tanstack/react-query";
import type { Log, SessionDetails, SetRow } from "@topset/shared";
import { sessionKeys } from "../training-session";
import { mapIds } from "./client-ids";
import type { OutboxEntry } from "./outbox-types";

// A synced write's answer applied to the cached sessions: client ids become the server's everywhere,
// and the records the server sent back (a set with its figures, a new log, the completed session) take
// the place of the ones made on this device.

type Row = Record<string, unknown>;
const rows = (json: unknown): Row[] => {
  const data = (json as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as Row[]) : [];
};

function applyAnswer(session: SessionDetails, entry: OutboxEntry, json: unknown): SessionDetails {
  const [first] = rows(json);
  if (!first) return session;
  switch (entry.kind) {
    case "set": {
      const set = first as SetRow;
      return {
        ...session,
        logs: session.logs.map((log) => {
          if (log.id !== set.log_id) return log;
          // A set the cache lost (a read from the server answered before it synced) is added back.
          const known = log.sets.some((old) => old.id === set.id);
          return {
            ...log,
            sets: known ? log.sets.map((old) => (old.id === set.id ? set : old)) : [...log.sets, set],
          };
        }),
      };
    }
    case "log": {
      const next = first as Log;
      return {
        ...session,
        logs: session.logs.map((log) => (log.id === next.id ? { ...log, notes: next.notes } : log)),
      };
    }
    case "logs-add": {
      const byId = new Map(rows(json).map((row) => [row.id, row as Log]));
      const logs = session.logs.map((log) => {
        const next = byId.get(log.id);
        return next ? { ...log, ...next, sets: log.sets, tags: log.tags, videos: log.videos } : log;
      });
      // Logs the cache lost (a read from the server answered before they synced) are added back when
      // the answer has what the screen shows; otherwise the re-read after the last write brings them.
      const missing = [...byId.values()]
        .filter((next) => typeof next.name === "string" && !session.logs.some((log) => log.id === next.id))
        .map((next) => ({
          ...next,
          sets: next.sets ?? [],
          tags: next.tags ?? [],
          videos: next.videos ?? [],
        }));
      return { ...session, logs: [...logs, ...missing] };
    }
    case "session-create":
    case "session-update": {
      const { json: _order, ...fields } = first;
      return { ...session, ...(fields as Partial<SessionDetails>), logs: session.logs };
    }
    default:
      return session;
  }
}

/** Applies one synced write to every cached session it touches. */
export function applySynced(
  client: QueryClient,
  entry: OutboxEntry,
  json: unknown,
  ids: ReadonlyMap<number, number>,
) {
  const detailKey = [...sessionKeys.all, "detail"];
  for (const [key, cached] of client.getQueriesData<SessionDetails | null>({ queryKey: detailKey })) {
    if (!cached) continue;
    const mapped = mapIds(cached, ids);
    const touched = mapped.id === (ids.get(entry.sessionId) ?? entry.sessionId);
    const next = touched ? applyAnswer(mapped, entry, json) : mapped;
    if (next !== cached) client.setQueryData(key, next);
    // A session made on this device is now the server's too: its page moves to the real id.
    if (touched && entry.kind === "session-create") client.setQueryData(sessionKeys.detail(next.id), next);
  }
  void client.invalidateQueries({ queryKey: sessionKeys.list() });
}

/** A discarded write: the session is read again from the server, which drops what was shown of it. */
export function rollBack(
  client: QueryClient,
  entries: OutboxEntry[],
  ids: (id: number) => number | undefined,
) {
  for (const entry of entries) {
    const id = entry.sessionId < 0 ? ids(entry.sessionId) : entry.sessionId;
    if (id === undefined) client.removeQueries({ queryKey: sessionKeys.detail(entry.sessionId) });
    else void client.invalidateQueries({ queryKey: sessionKeys.detail(id) });
  }
  void client.invalidateQueries({ queryKey: sessionKeys.list() });
}

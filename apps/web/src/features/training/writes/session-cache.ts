import type { Log, SessionDetails, SetRow, Tag, Video } from "@topset/shared";

// The server's answer to a change beneath a session, applied to the cached session, so the screen
// shows it without fetching the whole session again. Each function returns a new session and leaves
// the one it was given untouched.

/** The session with `change` applied to the log `logId` (the others kept as they are). */
function withLog(session: SessionDetails, logId: number, change: (log: Log) => Log): SessionDetails {
  return { ...session, logs: session.logs.map((log) => (log.id === logId ? change(log) : log)) };
}

/** A new set lands after its log's last one, as the server files it. */
export const withSetAdded = (session: SessionDetails, set: SetRow) =>
  withLog(session, set.log_id, (log) => ({ ...log, sets: [...log.sets, set] }));

/** A modified set takes its old one's place, with the figures the server computed again. */
export const withSetChanged = (session: SessionDetails, set: SetRow) =>
  withLog(session, set.log_id, (log) => ({
    ...log,
    sets: log.sets.map((old) => (old.id === set.id ? set : old)),
  }));

/**
 * A queued set's answer: it takes the place of the set the device showed (same id once mapped), or is
 * added back when the cache lost it (a read from the server answered before it synced).
 */
export const withSetSynced = (session: SessionDetails, set: SetRow) =>
  session.logs.some((log) => log.id === set.log_id && log.sets.some((old) => old.id === set.id))
    ? withSetChanged(session, set)
    : withSetAdded(session, set);

/**
 * Queued logs' answer: the server's fields over the ones the device made (the sets, tags and videos
 * the screen holds stay), and logs the cache lost added back with what the server sent.
 */
export function withLogsSynced(session: SessionDetails, synced: Log[]): SessionDetails {
  const byId = new Map(synced.map((log) => [log.id, log]));
  const logs = session.logs.map((log) => {
    const next = byId.get(log.id);
    return next ? { ...log, ...next, sets: log.sets, tags: log.tags, videos: log.videos } : log;
  });
  const missing = synced.filter((next) => !session.logs.some((log) => log.id === next.id));
  return { ...session, logs: [...logs, ...missing] };
}

export const withSetRemoved = (session: SessionDetails, setId: number): SessionDetails => ({
  ...session,
  logs: session.logs.map((log) =>
    log.sets.some((set) => set.id === setId)
      ? { ...log, sets: log.sets.filter((set) => set.id !== setId) }
      : log,
  ),
});

export const withTagAdded = (session: SessionDetails, tag: Tag) =>
  withLog(session, tag.log_id, (log) => ({ ...log, tags: [...log.tags, tag] }));

export const withTagRemoved = (session: SessionDetails, tagId: number): SessionDetails => ({
  ...session,
  logs: session.logs.map((log) =>
    log.tags.some((tag) => tag.id === tagId)
      ? { ...log, tags: log.tags.filter((tag) => tag.id !== tagId) }
      : log,
  ),
});

/** A log as the server sent it back (its note or its private flag changed), children included. */
export const withLogReplaced = (session: SessionDetails, next: Log) => withLog(session, next.id, () => next);

/** A log's uploaded video, shown at once (the thumbnail follows once the server has made it). */
export const withVideoAdded = (session: SessionDetails, video: Video) =>
  withLog(session, video.log_id, (log) => ({
    ...log,
    videos: [...log.videos, { id: video.id, screenshot_url: video.screenshot_url }],
  }));

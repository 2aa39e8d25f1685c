import { useSyncExternalStore } from "react";
import { authStore } from "../auth-store";
import { persistQueriesNow } from "../query-persist";
import { endSession } from "../session";
import { fetchTransport } from "./fetch-transport";
import { idbStorage } from "./idb-storage";
import { createOutbox, type Outbox } from "./outbox";
import type { OutboxEntry, OutboxRequest } from "./outbox-types";

/**
 * What the writes mean, given at startup by the feature that queues them (features/training/writes),
 * so this module sends entries without knowing what they hold.
 */
export type WriteHandlers = {
  /** Null when an accepted answer is what its write expects, else the reason shown to the lifter. */
  check: (entry: OutboxEntry, json: unknown) => string | null;
  /** A write is in: its answer replaces what the screen showed. */
  applied: (entry: OutboxEntry, json: unknown, ids: ReadonlyMap<number, number>) => void;
  /** Writes dropped by the lifter: what they showed is read again from the server. */
  discarded: (entries: OutboxEntry[], serverId: (clientId: number) => number | undefined) => void;
  /** The last write for a session whose read was held back is in: read it again now. */
  caughtUp: (sessionId: number) => void;
};

// The signed-in member's outbox, sent in the background: at start, when the browser comes back online
// or to the foreground, after each queued write, and again after a wait that grows while the network
// stays away (2 s, 4 s … 1 min).

export type SyncState = {
  userId: number | null;
  entries: readonly OutboxEntry[];
  online: boolean;
  syncing: boolean;
  /** When the last round that sent something emptied the outbox (the indicator says "synced" briefly). */
  syncedAt: number | null;
};

let outbox: Outbox | null = null;
let handlers: WriteHandlers | null = null;
let unsubscribe = () => {};
let state: SyncState = {
  userId: null,
  entries: [],
  online: navigator.onLine,
  syncing: false,
  syncedAt: null,
};
const listeners = new Set<() => void>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Sessions whose read from the server was held back while their writes waited (see writesWaitFor). */
const heldBack = new Set<number>();
let backoff = 0;

function setState(change: Partial<SyncState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

function follow(userId: number | null) {
  if (outbox?.userId === userId) return;
  unsubscribe();
  clearTimeout(retryTimer);
  outbox = null;
  heldBack.clear();
  setState({ userId, entries: [], syncing: false, syncedAt: null });
  if (userId === null) return;
  const next = createOutbox({
    storage: idbStorage(),
    userId,
    transport: fetchTransport,
    hooks: {
      check: (entry, json) => handlers?.check(entry, json) ?? null,
      onSent: (entry, json, ids) => {
        handlers?.applied(entry, json, ids);
        // A read of the session held back while its writes waited is done now that the last is in.
        const sessionId = ids.get(entry.sessionId) ?? entry.sessionId;
        if (heldBack.has(sessionId) && !next.waitsFor(sessionId)) {
          heldBack.delete(sessionId);
          handlers?.caughtUp(sessionId);
        }
      },
      // The entries stay stored under this member and go out after the next login.
      onUnauthorized: () => void endSession(),
    },
  });
  outbox = next;
  unsubscribe = next.subscribe(() => setState({ entries: next.entries() }));
  void next.load().then(() => sync());
}

/** Sends what waits now; when the network or the server is not there, tries again later. */
export async function sync() {
  const current = outbox;
  if (!current) return;
  clearTimeout(retryTimer);
  if (!navigator.onLine) return setState({ online: false });
  const waiting = current.entries().some((entry) => entry.status !== "failed");
  setState({ syncing: waiting });
  const result = await current.flush();
  if (current !== outbox) return;
  const left = current.entries().some((entry) => entry.status !== "failed");
  setState({ syncing: false, syncedAt: waiting && !left ? Date.now() : state.syncedAt });
  if (result === "offline" || result === "busy") {
    backoff = Math.min(backoff ? backoff * 2 : 2_000, 60_000);
    retryTimer = setTimeout(() => void sync(), result === "busy" ? 1_000 : backoff);
  } else backoff = 0;
}

/**
 * Queues a write for the signed-in member: stored in IndexedDB first, then `show` puts it on screen,
 * then it is sent in the background. Resolves as soon as it is stored, network or not, with the cache
 * that shows it stored too (not left to the throttled save: a page closed at once keeps the change).
 */
export async function queueWrite(request: OutboxRequest, show: () => void) {
  if (!outbox) throw new Error("Log in again to save this change.");
  await outbox.enqueue(request);
  show();
  await persistQueriesNow();
  void sync();
}

/** Drops a failed write; the session it touched is read again from the server. */
export async function discardWrite(id: string) {
  if (!outbox) return;
  const current = outbox;
  const dropped = await current.discard(id);
  handlers?.discarded(dropped, (clientId) => current.serverId(clientId));
}

/** Sends a failed write again (after the lifter fixed what the server refused). */
export async function retryWrite(id: string) {
  await outbox?.retry(id);
  await sync();
}

/**
 * Whether writes not yet sent (nor refused) wait for this session, so its read from the server would
 * not show them: the caller keeps its cached copy, and the session is invalidated once the last of
 * them is in. Waits for the stored outbox to be read first (a reload with writes waiting).
 */
export async function writesWaitFor(sessionId: number): Promise<boolean> {
  const current = outbox;
  if (!current) return false;
  await current.load();
  const waiting = current.waitsFor(sessionId);
  if (waiting) heldBack.add(sessionId);
  return waiting;
}

/** The server's id of a record made on this device, once it has synced. */
export const syncedId = (clientId: number) => outbox?.serverId(clientId);

export function useSyncState(): SyncState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => state,
  );
}

/** Follows the login (one outbox per member) and the network; called once at startup. */
export function startSync(writeHandlers: WriteHandlers) {
  handlers = writeHandlers;
  follow(authStore.get().user?.id ?? null);
  authStore.subscribe(() => follow(authStore.get().user?.id ?? null));
  window.addEventListener("online", () => {
    setState({ online: true });
    void sync();
  });
  window.addEventListener("offline", () => setState({ online: false }));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void sync();
  });
}

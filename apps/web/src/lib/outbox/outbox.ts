import { errorMessageFor } from "../api-client";
import { clientIdsIn, withServerIds } from "./client-ids";
import type { OutboxEntry, OutboxRequest, OutboxStorage, Transport } from "./outbox-types";

export type OutboxHooks = {
  /**
   * Reads an accepted answer against what its write expects: null when it matches, else the reason,
   * which marks the entry failed (kept, shown to the lifter) instead of applying an answer not read.
   */
  check?: (entry: OutboxEntry, json: unknown) => string | null;
  /** A write reached the server and was accepted: apply its answer to the screen. */
  onSent?: (entry: OutboxEntry, json: unknown, ids: ReadonlyMap<number, number>) => void;
  /** The login is gone (401/403): sending stops, the entries stay for this member. */
  onUnauthorized?: () => void;
};

/** Why a flush stopped: all sent (or only failed ones left), no network, or the server asked to wait. */
export type FlushResult = "idle" | "offline" | "busy" | "unauthorized";

const IN_PROGRESS = /still being processed/i;
/** 5xx answers in a row after which an entry is marked failed, so it no longer holds up the rest. */
export const MAX_SERVER_ERRORS = 5;
const SERVER_REFUSED = "The server could not take this change";

/** Whether an answer is the server's own acceptance (not a proxy's or portal's page answering 2xx). */
const accepted = (json: unknown) => (json as { status?: unknown } | null)?.status === "success";
const serverMessage = (json: unknown) => {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() ? message : SERVER_REFUSED;
};

/** Record ids in an answer's data array, in order. */
function answerIds(json: unknown): number[] {
  const data = (json as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.map((row) => (row as { id?: unknown } | null)?.id).filter((id) => typeof id === "number");
}

/**
 * The outbox of one member: writes stored first, then sent in order, one at a time, each with its own
 * Idempotency-Key, so a write whose answer was lost is sent again under the same key and the server
 * answers it once. An entry leaves the store only once the server answered it.
 */
export function createOutbox(options: {
  storage: OutboxStorage;
  userId: number;
  transport: Transport;
  hooks?: OutboxHooks;
}) {
  const { storage, userId, transport, hooks = {} } = options;
  let entries: OutboxEntry[] = [];
  let ids = new Map<number, number>();
  let loaded: Promise<void> | null = null;
  let flushing: Promise<FlushResult> | null = null;
  let seq = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const load = () =>
    (loaded ??= (async () => {
      const [stored, storedIds] = await Promise.all([storage.entries(userId), storage.ids(userId)]);
      // A write cut off while sending (a reload, a crash) is simply sent again under its key.
      entries = stored.map((entry) => (entry.status === "sending" ? { ...entry, status: "pending" } : entry));
      ids = storedIds;
      seq = Math.max(Date.now() * 1000, ...entries.map((entry) => entry.seq + 1));
      notify();
    })());

  async function save(entry: OutboxEntry) {
    await storage.put(entry);
    entries = entries.map((old) => (old.id === entry.id ? entry : old));
    notify();
  }

  async function drop(entry: OutboxEntry) {
    await storage.remove(entry.id);
    entries = entries.filter((old) => old.id !== entry.id);
    notify();
  }

  /** Stores a write (before anything is shown) and starts sending in the background. */
  async function enqueue(request: OutboxRequest): Promise<OutboxEntry> {
    await load();
    const entry: OutboxEntry = {
      ...request,
      creates: request.creates ?? [],
      id: crypto.randomUUID(),
      seq: seq++,
      userId,
      idempotencyKey: crypto.randomUUID(),
      createdAt: new Date().toISOString(),
      status: "pending",
      dependsOn: clientIdsIn(request.path, request.body),
    };
    await storage.put(entry);
    entries = [...entries, entry];
    notify();
    return entry;
  }

  /** A client id none of the queued writes will create any more (its create failed or was discarded). */
  const orphan = (entry: OutboxEntry) =>
    entry.dependsOn.find((id) => !ids.has(id) && !entries.some((e) => e.creates.includes(id)));
  const waitsOnFailed = (entry: OutboxEntry) =>
    entry.dependsOn.some(
      (id) => !ids.has(id) && entries.some((e) => e.status === "failed" && e.creates.includes(id)),
    );

  async function sendOne(entry: OutboxEntry): Promise<FlushResult | null> {
    if (orphan(entry) !== undefined) {
      await save({ ...entry, status: "failed", error: "It belongs to a change that was discarded." });
      return null;
    }
    const { path, body } = withServerIds(entry.path, entry.body, ids);
    await save({ ...entry, status: "sending" });
    let answer: { status: number; json: unknown };
    try {
      answer = await transport({ method: entry.method, path, body, idempotencyKey: entry.idempotencyKey });
    } catch {
      await save({ ...entry, status: "pending" });
      return "offline";
    }
    const { status, json } = answer;
    // A delete whose first answer was lost finds nothing the second time: it is done all the same.
    const gone = entry.method === "DELETE" && status === 404;
    if (status >= 200 && status < 300 && !accepted(json)) {
      // Not our server's answer (a captive portal, a proxy page): as if the network were not there.
      await save({ ...entry, status: "pending" });
      return "offline";
    }
    const took = status >= 200 && status < 300;
    // The server did the write; an answer the app cannot read is kept, failed, for the lifter to see.
    const unread = took ? (hooks.check?.(entry, json) ?? null) : null;
    if (unread !== null) {
      await save({ ...entry, status: "failed", error: unread, answerUnread: true });
      return null;
    }
    if (took || gone) {
      const serverIds = answerIds(json);
      for (const [i, clientId] of entry.creates.entries()) {
        const serverId = serverIds[i];
        if (serverId === undefined) continue;
        await storage.putId(userId, clientId, serverId);
        ids.set(clientId, serverId);
      }
      await drop(entry);
      hooks.onSent?.(entry, json, ids);
      return null;
    }
    if (status === 401 || status === 403) {
      await save({ ...entry, status: "pending" });
      hooks.onUnauthorized?.();
      return "unauthorized";
    }
    if (status >= 500) {
      const serverErrors = (entry.serverErrors ?? 0) + 1;
      if (serverErrors >= MAX_SERVER_ERRORS) {
        await save({ ...entry, status: "failed", error: serverMessage(json), serverErrors });
        return null;
      }
      await save({ ...entry, status: "pending", serverErrors });
      return "offline";
    }
    if (status === 409 && IN_PROGRESS.test(errorMessageFor(status, json))) {
      await save({ ...entry, status: "pending" });
      return "busy";
    }
    await save({ ...entry, status: "failed", error: errorMessageFor(status, json) });
    return null;
  }

  async function run(): Promise<FlushResult> {
    await load();
    for (;;) {
      const next = entries.find((entry) => entry.status !== "failed" && !waitsOnFailed(entry));
      if (!next) return "idle";
      const stop = await sendOne(next);
      if (stop) return stop;
    }
  }

  /** Sends what waits, in order; one flush at a time (a second call joins the running one). */
  function flush(): Promise<FlushResult> {
    flushing ??= run().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /** Drops a write (and those that build on what it creates); resolves with all that were dropped. */
  async function discard(id: string): Promise<OutboxEntry[]> {
    await load();
    const first = entries.find((entry) => entry.id === id);
    if (!first) return [];
    const dropped = [first];
    for (const entry of entries) {
      const created = dropped.flatMap((d) => d.creates);
      if (!dropped.includes(entry) && entry.dependsOn.some((dep) => created.includes(dep)))
        dropped.push(entry);
    }
    for (const entry of dropped) await drop(entry);
    return dropped;
  }

  /**
   * Sends a failed write again, under a new key: the old one would only replay the refusal. A write
   * the server took (its answer was not read) keeps its key, so the server answers it once more
   * instead of doing it twice.
   */
  async function retry(id: string) {
    const entry = entries.find((e) => e.id === id);
    if (!entry) return;
    await save({
      ...entry,
      status: "pending",
      error: undefined,
      answerUnread: undefined,
      serverErrors: 0,
      idempotencyKey: entry.answerUnread ? entry.idempotencyKey : crypto.randomUUID(),
    });
  }

  return {
    userId,
    load,
    enqueue,
    flush,
    discard,
    retry,
    entries: () => entries,
    /** Whether writes not refused yet wait for this session (by its id, or the client id it had). */
    waitsFor: (sessionId: number) =>
      entries.some(
        (entry) => entry.status !== "failed" && (ids.get(entry.sessionId) ?? entry.sessionId) === sessionId,
      ),
    /** The server's id for a client id, once its create has synced. */
    serverId: (clientId: number) => ids.get(clientId),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

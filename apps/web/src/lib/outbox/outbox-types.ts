/** One write waiting to reach the server, as stored in IndexedDB. */
export type OutboxEntry = {
  id: string;
  /** Sending order: lower first. */
  seq: number;
  /** The member who made the change: each member's writes are sent with their own login only. */
  userId: number;
  idempotencyKey: string;
  method: "POST" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  createdAt: string;
  status: "pending" | "sending" | "failed";
  /** The server's reason, for a failed entry. */
  error?: string;
  /**
   * The server took the write but its answer did not match what the app expects (see the hooks'
   * `check`): a retry goes out under the same key, so the server replays that answer, not the write.
   */
  answerUnread?: boolean;
  /** 5xx answers in a row for this entry; after a few it is marked failed instead of blocking the rest. */
  serverErrors?: number;
  /** Ids made on this device (negative numbers) that the path or body names; mapped before sending. */
  dependsOn: number[];
  /** Ids made on this device for the records this write creates, in the order the answer lists them. */
  creates: number[];
  /** What the lifter did, in words ("Set 5 × 100 on Back squat"). */
  label: string;
  /** The session the write belongs to (a client id while that session is not synced). */
  sessionId: number;
  /** What the write is, for the code that checks and applies its answer (features/training/writes). */
  kind: string;
};

/** A write as the screens queue it; the outbox fills in the rest. */
export type OutboxRequest = Pick<OutboxEntry, "method" | "path" | "body" | "label" | "sessionId" | "kind"> & {
  creates?: number[];
};

/** Where the outbox keeps its entries and the client id → server id map. */
export type OutboxStorage = {
  entries(userId: number): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
  ids(userId: number): Promise<Map<number, number>>;
  putId(userId: number, clientId: number, serverId: number): Promise<void>;
};

/** One answer from the server (json already parsed); a network failure throws instead. */
export type Transport = (request: {
  method: OutboxEntry["method"];
  path: string;
  body?: unknown;
  idempotencyKey: string;
}) => Promise<{ status: number; json: unknown }>;

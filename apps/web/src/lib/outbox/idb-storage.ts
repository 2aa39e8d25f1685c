import type { OutboxEntry, OutboxStorage } from "./outbox-types";

// The outbox's IndexedDB database: "entries" (one row per queued write) and "ids" (client id → server
// id, so a write queued before its parent synced can still be sent after a reload).
const DB_NAME = "topset-outbox";
const ENTRIES = "entries";
const IDS = "ids";

type IdRow = { key: string; userId: number; clientId: number; serverId: number };

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });

const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error("IndexedDB transaction failed"));
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore(ENTRIES, { keyPath: "id" }).createIndex("userId", "userId");
    db.createObjectStore(IDS, { keyPath: "key" }).createIndex("userId", "userId");
  };
  return done(request);
}

/** The outbox's storage in this browser's IndexedDB (or the given factory, for tests). */
export function idbStorage(factory: IDBFactory = indexedDB): OutboxStorage {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= open(factory));

  async function write(store: string, change: (s: IDBObjectStore) => void) {
    const tx = (await database()).transaction(store, "readwrite");
    change(tx.objectStore(store));
    await committed(tx);
  }

  async function byUser<T>(store: string, userId: number): Promise<T[]> {
    const tx = (await database()).transaction(store, "readonly");
    return done(tx.objectStore(store).index("userId").getAll(userId) as IDBRequest<T[]>);
  }

  return {
    entries: async (userId) => (await byUser<OutboxEntry>(ENTRIES, userId)).sort((a, b) => a.seq - b.seq),
    put: (entry) => write(ENTRIES, (s) => s.put(entry)),
    remove: (id) => write(ENTRIES, (s) => s.delete(id)),
    ids: async (userId) =>
      new Map((await byUser<IdRow>(IDS, userId)).map((row) => [row.clientId, row.serverId])),
    putId: (userId, clientId, serverId) =>
      write(IDS, (s) => s.put({ key: `${userId}:${clientId}`, userId, clientId, serverId } satisfies IdRow)),
  };
}

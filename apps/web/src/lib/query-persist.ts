import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from "@tanstack/react-query-persist-client";
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { authStore } from "./auth-store";

// The training data a lifter has opened is kept in IndexedDB, so that a reload or a closed browser
// with no network still shows it (docs/decisions/021-installable-and-offline-reads.md).

/** How long a saved cache is trusted: older than this, it is dropped at start. */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
/** The IndexedDB database and key: a database of its own, so no other store's upgrade can clash. */
export const PERSIST_DB = "topset-query-cache";
export const PERSIST_KEY = "topset.queries";

/**
 * Whether a query is kept on the device: the member's own training data (the sessions list, each
 * session's details and the pickers' options under "sessions"; exercises, their details and history
 * under "exercises"; the routines) and the current user. Admin lists, public pages, community feeds are not.
 */
export function isPersistedKey(key: QueryKey): boolean {
  const [area, part] = key;
  return (
    area === "sessions" ||
    area === "exercises" ||
    area === "routines" ||
    (area === "auth" && part === "current-user")
  );
}

export const shouldPersistQuery = (query: Pick<Query, "queryKey" | "state">) =>
  query.state.status === "success" && isPersistedKey(query.queryKey);

let idbStore: UseStore | undefined;
const store = () => (idbStore ??= createStore(PERSIST_DB, "keyval"));

/**
 * A persister that can also save at once, past its throttle: a queued write is on screen only once the
 * cache holding it is stored, or a page closed within the throttle would reopen without it.
 */
export type ImmediatePersister = Persister & {
  persistClientNow?: (client: PersistedClient) => Promise<void>;
};

/** A persister on IndexedDB; null when the browser has none (then nothing is kept). */
export function createIdbPersister(): ImmediatePersister | null {
  if (typeof indexedDB === "undefined") return null;
  const storage = {
    getItem: (key: string) => get<string>(key, store()),
    setItem: (key: string, value: string) => set(key, value, store()),
    removeItem: (key: string) => del(key, store()),
  };
  return {
    ...createAsyncStoragePersister({ key: PERSIST_KEY, throttleTime: 500, storage }),
    // The same format as the throttled saves (JSON of the persisted client under one key).
    persistClientNow: (client) => storage.setItem(PERSIST_KEY, JSON.stringify(client)),
  };
}

/**
 * What is kept and for how long. `buster` names the release and the member (see ownedBy): a release
 * with another data shape, or another member, starts from an empty cache. Writes are not persisted here (they live in the outbox).
 */
export function persistOptions(
  queryClient: QueryClient,
  persister: Persister,
  buster: string,
): Omit<PersistQueryClientOptions, "queryClient"> & { queryClient: QueryClient } {
  return {
    queryClient,
    persister,
    buster,
    maxAge: PERSIST_MAX_AGE,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  };
}

let activePersister: Persister | null = null;
let saveNow: (() => Promise<void>) | null = null;

/**
 * Stores the kept queries now, without the throttle (after a queued write is put on screen). Does
 * nothing before the saved cache was restored (it would be overwritten) or without IndexedDB.
 */
export async function persistQueriesNow() {
  try {
    await saveNow?.();
  } catch {
    // NOTE: the write itself is in the outbox already; the next throttled save tries again.
  }
}

/** Who the kept data belongs to: the signed-in member's id, "-" when no one is signed in. */
const signedInMember = () => String(authStore.get().user?.id ?? "-");

/**
 * The cache is saved under the app version and the member it belongs to (`1.2.0@7`): a cache saved by
 * another release or another member is dropped at start, never shown to the next one to sign in on
 * this device. Each save takes the member signed in at that moment.
 */
function ownedBy(persister: ImmediatePersister, version: string, owner: () => string): ImmediatePersister {
  const stamp = (client: PersistedClient) => ({ ...client, buster: `${version}@${owner()}` });
  const { persistClientNow } = persister;
  return {
    ...persister,
    persistClient: (client) => persister.persistClient(stamp(client)),
    persistClientNow: persistClientNow && ((client) => persistClientNow(stamp(client))),
  };
}

/**
 * Restores the saved cache into `queryClient` (when it is this release's and the signed-in member's),
 * then keeps saving it. Resolves once the screens can render (a saved cache is in place, or there was
 * none, or IndexedDB did not answer within `waitMs`).
 * What was restored counts as stale: a screen shows it at once and asks the server again, so a reload
 * with a network still ends on the server's answer. The kept queries stay in memory as long as they
 * are kept on the device, or they would drop out of the next save after five unused minutes.
 */
export async function startQueryPersistence(
  queryClient: QueryClient,
  version: string,
  {
    persister: device = createIdbPersister() as ImmediatePersister | null,
    waitMs = 2000,
    owner = signedInMember,
  } = {},
): Promise<() => void> {
  if (!device) return () => undefined;
  const persister = ownedBy(device, version, owner);
  const buster = `${version}@${owner()}`;
  activePersister = persister;
  saveNow = null;
  for (const area of [["sessions"], ["exercises"], ["routines"], ["auth", "current-user"]]) {
    queryClient.setQueryDefaults(area, { gcTime: PERSIST_MAX_AGE });
  }
  const options = persistOptions(queryClient, persister, buster);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    persistQueryClientRestore(options).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
  await queryClient.invalidateQueries({ predicate: (q) => isPersistedKey(q.queryKey), refetchType: "none" });
  const { persistClientNow } = persister as ImmediatePersister;
  const immediate = persistClientNow
    ? { ...options, persister: { ...persister, persistClient: persistClientNow } }
    : options;
  saveNow = () => persistQueryClientSave(immediate);
  const unsubscribe = persistQueryClientSubscribe(options);
  // A page left (a reload, another URL, the app sent to the background) within the throttle would
  // lose what it read last: it is saved at once as the page goes away, best effort.
  const onHide = () => {
    if (document.visibilityState === "hidden") void persistQueriesNow();
  };
  const onPageHide = () => void persistQueriesNow();
  document.addEventListener("visibilitychange", onHide);
  window.addEventListener("pagehide", onPageHide);
  return () => {
    saveNow = null;
    document.removeEventListener("visibilitychange", onHide);
    window.removeEventListener("pagehide", onPageHide);
    unsubscribe();
  };
}

/** Forgets the saved cache on this device (logout); the in-memory cache is cleared by the caller. */
export async function clearPersistedQueries(persister: Persister | null = activePersister) {
  try {
    await persister?.removeClient();
  } catch {
    // NOTE: nothing to tell the member; the buster and maxAge still drop an unreadable cache.
  }
}

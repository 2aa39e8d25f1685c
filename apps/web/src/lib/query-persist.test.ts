import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { createStore, get } from "idb-keyval";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createIdbPersister,
  isPersistedKey,
  PERSIST_DB,
  PERSIST_KEY,
  PERSIST_MAX_AGE,
  persistQueriesNow,
  startQueryPersistence,
} from "./query-persist";
import { bindNavigator, endSession } from "./session";

/** A persister in memory, saving at once, so a test can read what would be kept. */
function memoryPersister(initial?: PersistedClient) {
  let saved = initial;
  const persister: Persister & { saved: () => PersistedClient | undefined } = {
    persistClient: (client) => void (saved = client),
    restoreClient: () => saved,
    removeClient: vi.fn(() => void (saved = undefined)),
    saved: () => saved,
  };
  return persister;
}

const keys = (client: PersistedClient | undefined) => client?.clientState.queries.map((q) => q.queryKey);

function lifterCache(client: QueryClient) {
  client.setQueryData(["sessions", "list"], {
    pages: [{ data: [{ id: 1, name: "Squat day" }] }],
    pageParams: [1],
  });
  client.setQueryData(["sessions", "detail", 1], { id: 1, name: "Squat day", logs: [] });
  client.setQueryData(["sessions", "options", "exercises"], { data: [] });
  client.setQueryData(["exercises", "list"], { exercises: [], message: "" });
  client.setQueryData(["exercises", "history", 3, 1], { data: [] });
  client.setQueryData(["auth", "current-user"], { id: 7, username: "lifter" });
  client.setQueryData(["admin", "users", 1, ""], { data: [] });
  client.setQueryData(["community", "feed", "all"], { data: [] });
  client.setQueryData(["open-powerlifting", "status"], { ready: true });
}

afterEach(() => vi.useRealTimers());

describe("what is kept on the device", () => {
  it.each([
    [["sessions", "list"], true],
    [["sessions", "detail", 12], true],
    [["sessions", "options", "blocks"], true],
    [["exercises", "history", 3, 1], true],
    [["auth", "current-user"], true],
    [["routines", "detail", 3], true],
    [["auth", "verify-email", 1, "t"], false],
    [["admin", "users", 1, ""], false],
    [["community", "feed", "all"], false],
    [["follows", "profile", "ada"], false],
    [["changelog"], false],
  ])("%j: %s", (key, kept) => {
    expect(isPersistedKey(key)).toBe(kept);
  });

  it("saves the lifter's training data and the user, not admin lists or public pages, nor writes", async () => {
    const client = new QueryClient();
    const persister = memoryPersister();
    const stop = await startQueryPersistence(client, "1.0.0", { persister });
    lifterCache(client);
    await vi.waitFor(() => expect(keys(persister.saved())).toHaveLength(6));
    expect(keys(persister.saved())).toEqual(
      expect.arrayContaining([
        ["sessions", "list"],
        ["sessions", "detail", 1],
        ["exercises", "history", 3, 1],
        ["auth", "current-user"],
      ]),
    );
    expect(JSON.stringify(keys(persister.saved()))).not.toMatch(/admin|community|open-powerlifting/);
    expect(persister.saved()?.clientState.mutations).toEqual([]);
    // Signed out in this test: the owner part says no one.
    expect(persister.saved()?.buster).toBe("1.0.0@-");
    stop();
  });

  it("keeps the saved queries in memory as long as they are kept on the device", async () => {
    const client = new QueryClient();
    await startQueryPersistence(client, "1.0.0", { persister: memoryPersister() });
    expect(client.getQueryDefaults(["sessions", "detail", 1]).gcTime).toBe(PERSIST_MAX_AGE);
    expect(client.getQueryDefaults(["admin", "users"]).gcTime).toBeUndefined();
  });
});

describe("restoring at start", () => {
  async function savedBy(buster: string, owner = () => "7") {
    const first = new QueryClient();
    const persister = memoryPersister();
    const stop = await startQueryPersistence(first, buster, { persister, owner });
    lifterCache(first);
    await vi.waitFor(() => expect(keys(persister.saved())).toHaveLength(6));
    stop();
    return persister;
  }

  it("puts the saved answers back before the screens read them, as stale (asked again when shown)", async () => {
    const persister = await savedBy("1.0.0");
    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await startQueryPersistence(next, "1.0.0", { persister, owner: () => "7" });
    expect(next.getQueryData(["sessions", "detail", 1])).toEqual({ id: 1, name: "Squat day", logs: [] });
    expect(next.getQueryState(["sessions", "detail", 1])?.isInvalidated).toBe(true);
    expect(next.getQueryData(["admin", "users", 1, ""])).toBeUndefined();
  });

  it("drops a cache saved by another release (the buster is the app version)", async () => {
    const persister = await savedBy("0.3.0");
    const next = new QueryClient();
    await startQueryPersistence(next, "0.4.0", { persister, owner: () => "7" });
    expect(next.getQueryData(["sessions", "detail", 1])).toBeUndefined();
    expect(persister.removeClient).toHaveBeenCalled();
  });

  it.each([
    ["another member", "8"],
    ["no one", "-"],
  ])("drops a member's cache when %s is signed in at start", async (_who, other) => {
    const persister = await savedBy("1.0.0", () => "7");
    expect(persister.saved()?.buster).toBe("1.0.0@7");
    const next = new QueryClient();
    await startQueryPersistence(next, "1.0.0", { persister, owner: () => other });
    expect(next.getQueryData(["sessions", "detail", 1])).toBeUndefined();
    expect(persister.removeClient).toHaveBeenCalled();
  });

  it("saves under the member signed in at the time of the save (a login after start)", async () => {
    let owner = "-";
    const client = new QueryClient();
    const persister = memoryPersister();
    const stop = await startQueryPersistence(client, "1.0.0", { persister, owner: () => owner });
    owner = "7";
    lifterCache(client);
    await vi.waitFor(() => expect(persister.saved()?.buster).toBe("1.0.0@7"));
    stop();
    const next = new QueryClient();
    await startQueryPersistence(next, "1.0.0", { persister, owner: () => "7" });
    expect(next.getQueryData(["sessions", "detail", 1])).toEqual({ id: 1, name: "Squat day", logs: [] });
  });

  it("drops a cache older than seven days", async () => {
    const persister = await savedBy("1.0.0");
    const saved = persister.saved();
    if (!saved) throw new Error("nothing saved");
    const old = memoryPersister({ ...saved, timestamp: Date.now() - PERSIST_MAX_AGE - 1000 });
    const next = new QueryClient();
    await startQueryPersistence(next, "1.0.0", { persister: old, owner: () => "7" });
    expect(next.getQueryData(["sessions", "list"])).toBeUndefined();
    expect(old.removeClient).toHaveBeenCalled();
  });

  it("renders anyway when IndexedDB does not answer", async () => {
    const stuck: Persister = {
      persistClient: () => undefined,
      restoreClient: () => new Promise<undefined>(() => undefined),
      removeClient: () => undefined,
    };
    const started = Date.now();
    await startQueryPersistence(new QueryClient(), "1.0.0", { persister: stuck, waitMs: 50 });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("IndexedDB", () => {
  it("saves into its own database, and logging out (endSession) forgets it", async () => {
    const persister = createIdbPersister();
    if (!persister) throw new Error("no IndexedDB");
    const client = new QueryClient();
    const stop = await startQueryPersistence(client, "1.0.0", { persister });
    lifterCache(client);
    const store = createStore(PERSIST_DB, "keyval");
    await vi.waitFor(async () => expect(await get(PERSIST_KEY, store)).toContain("Squat day"), {
      timeout: 3000,
    });
    stop();
    bindNavigator(vi.fn());
    await endSession();
    await vi.waitFor(async () => expect(await get(PERSIST_KEY, store)).toBeUndefined());
  });
  it("saves at once after a queued write, not within the throttle (a page closed right away keeps it)", async () => {
    const persister = createIdbPersister();
    if (!persister) throw new Error("no IndexedDB");
    const client = new QueryClient();
    const stop = await startQueryPersistence(client, "1.0.0", { persister });
    const store = createStore(PERSIST_DB, "keyval");
    lifterCache(client);
    await vi.waitFor(async () => expect(await get(PERSIST_KEY, store)).toContain("Squat day"), {
      timeout: 3000,
    });
    // The throttled save just ran: the next one waits 500 ms. The immediate one does not.
    client.setQueryData(["sessions", "detail", 1], { id: 1, name: "Squat day", end_date: "done", logs: [] });
    await persistQueriesNow();
    expect(await get(PERSIST_KEY, store)).toContain('"end_date":"done"');
    stop();
    await persistQueriesNow();
    bindNavigator(vi.fn());
    await endSession();
    await vi.waitFor(async () => expect(await get(PERSIST_KEY, store)).toBeUndefined());
  });
});

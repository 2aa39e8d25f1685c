import "fake-indexeddb/auto";
import type { CurrentUser, SessionDetails, SetRow } from "@topset/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { clearAuth, logIn } from "../../../lib/auth-store";
import { queueWrite, startSync, sync } from "../../../lib/outbox/sync";
import { queryClient } from "../../../lib/query-client";
import { sessionKeys, sessionQuery } from "../../../lib/training-session";
import { trainingWriteHandlers } from "./apply-answer";
import { answered, cachedSession as session, serverSet as set } from "./test-rows";
const shownSets = () =>
  queryClient.getQueryData<SessionDetails>(sessionKeys.detail(1))?.logs[0]?.sets.map((s) => s.id);

afterEach(() => {
  clearAuth();
  queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("sessionQuery with writes waiting in the outbox", () => {
  it("keeps a set logged offline on screen when the server's copy answers first, and shows it once synced", async () => {
    // The server: the session as it knows it, and the sets endpoint, reachable only once `online`.
    const serverSets: SetRow[] = [];
    let online = false;
    vi.spyOn(api, "send").mockImplementation(async () => ({
      status: "success",
      data: [session([...serverSets])],
    }));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        if (!online) throw new TypeError("Failed to fetch");
        serverSets.push(set(200));
        return new Response(JSON.stringify(answered(set(200))), {
          status: 201,
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    logIn({ id: 7, username: "lifter" } as CurrentUser);
    startSync(trainingWriteHandlers(queryClient));

    queryClient.setQueryData(sessionKeys.detail(1), session([]));
    await queueWrite(
      {
        method: "POST",
        path: "/api/v1/sets",
        body: { log_id: 10, reps: 5 },
        label: "Set of 5",
        sessionId: 1,
        kind: "set",
        creates: [-5],
      },
      () => queryClient.setQueryData(sessionKeys.detail(1), session([set(-5)])),
    );
    await sync();
    expect(shownSets()).toEqual([-5]);

    // The signal returns; the stale session is read again before the outbox sends the set.
    await queryClient.fetchQuery({ ...sessionQuery(1), staleTime: 0 });
    expect(shownSets()).toEqual([-5]);

    online = true;
    await sync();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(shownSets()).toEqual([200]);
    expect(serverSets).toHaveLength(1);
  });
});

import { QueryClient } from "@tanstack/react-query";
import type { SessionDetails } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { sessionKeys } from "../../../lib/training-session";
import { applySynced } from "./apply-answer";
import type { OutboxEntry } from "../../../lib/outbox/outbox-types";

import { answered, cachedSession as session, serverSet as set } from "./test-rows";

const entry = { sessionId: 1, kind: "set", creates: [-5] } as Partial<OutboxEntry> as OutboxEntry;
const sets = (client: QueryClient) =>
  client.getQueryData<SessionDetails>(sessionKeys.detail(1))?.logs[0]?.sets.map((s) => [s.id, s.reps]);

describe("applySynced", () => {
  it("adds a synced set the cache lost, once", () => {
    const client = new QueryClient();
    client.setQueryData(sessionKeys.detail(1), session([set(100)]));
    applySynced(client, entry, answered(set(200)), new Map([[-5, 200]]));
    expect(sets(client)).toEqual([
      [100, 5],
      [200, 5],
    ]);
  });

  it("replaces a set the cache shows (by its client id) with the server's", () => {
    const client = new QueryClient();
    client.setQueryData(sessionKeys.detail(1), session([set(-5, 4)]));
    applySynced(client, entry, answered(set(200, 5)), new Map([[-5, 200]]));
    expect(sets(client)).toEqual([[200, 5]]);
  });
});

import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { idbStorage } from "./idb-storage";
import { createOutbox, MAX_SERVER_ERRORS } from "./outbox";
import type { Transport } from "./outbox-types";

type Call = { method: string; path: string; body?: unknown; idempotencyKey: string };

/** A server that remembers keys as ours does: a repeat gets the first answer and writes nothing. `refuse` refuses the next write processed. */
function fakeServer() {
  const calls: Call[] = [];
  const answers = new Map<string, { status: number; json: unknown }>();
  const sets: { id: number; log_id: number; reps: number }[] = [];
  let nextId = 100;
  let down = false;
  let loseNextAnswer = false;
  let refuse: { status: number; message: string } | null = null;
  let portal = false;
  const transport: Transport = async (call) => {
    if (down) throw new TypeError("Failed to fetch");
    calls.push(call);
    // A captive portal's page, answered 200 (fetchTransport reads a non-JSON body as {}).
    if (portal) return { status: 200, json: {} };
    const replay = answers.get(call.idempotencyKey);
    let answer = replay;
    if (!answer) {
      if (refuse) {
        answer = { status: refuse.status, json: { status: "error", message: refuse.message } };
        refuse = null;
      } else if (call.path === "/api/v1/logs/multiple") {
        const logs = (call.body as { logs: unknown[] }).logs;
        answer = { status: 201, json: { status: "success", data: logs.map(() => ({ id: nextId++ })) } };
      } else if (call.path === "/api/v1/sets") {
        const body = call.body as { log_id: number; reps: number };
        const set = { id: nextId++, log_id: body.log_id, reps: body.reps };
        sets.push(set);
        answer = { status: 201, json: { status: "success", data: [set] } };
      } else answer = { status: 200, json: { status: "success", data: [] } };
      // A 5xx is not kept under the key: the next try is processed anew.
      if (answer.status < 500) answers.set(call.idempotencyKey, answer);
    }
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw new TypeError("Failed to fetch");
    }
    return answer;
  };
  return {
    calls,
    sets,
    transport,
    setDown: (value: boolean) => (down = value),
    loseNextAnswer: () => (loseNextAnswer = true),
    refuse: (value: typeof refuse) => (refuse = value),
    setPortal: (value: boolean) => (portal = value),
  };
}

const setup = () => {
  const storage = idbStorage(new IDBFactory());
  const server = fakeServer();
  const make = () => createOutbox({ storage, userId: 7, transport: server.transport });
  return { storage, server, make };
};

const addSet = (logId: number, reps: number) => ({
  method: "POST" as const,
  path: "/api/v1/sets",
  body: { log_id: logId, reps },
  label: `Set of ${reps}`,
  sessionId: 1,
  kind: "set" as const,
  creates: [-(1000 + reps)],
});

describe("outbox", () => {
  it("sends in the order queued, one at a time, each with its own key", async () => {
    const { server, make } = setup();
    const outbox = make();
    for (const reps of [5, 4, 3]) await outbox.enqueue(addSet(1, reps));
    expect(await outbox.flush()).toBe("idle");
    expect(server.calls.map((c) => (c.body as { reps: number }).reps)).toEqual([5, 4, 3]);
    expect(new Set(server.calls.map((c) => c.idempotencyKey)).size).toBe(3);
    expect(outbox.entries()).toEqual([]);
  });

  it("keeps everything while offline, and a new outbox (a reload) reads it back", async () => {
    const { server, make } = setup();
    const first = make();
    await first.enqueue(addSet(1, 5));
    await first.enqueue(addSet(1, 3));
    server.setDown(true);
    expect(await first.flush()).toBe("offline");
    expect(first.entries().map((e) => e.status)).toEqual(["pending", "pending"]);

    const reloaded = make();
    await reloaded.load();
    expect(reloaded.entries().map((e) => e.label)).toEqual(["Set of 5", "Set of 3"]);
    server.setDown(false);
    expect(await reloaded.flush()).toBe("idle");
    expect(server.sets.map((s) => s.reps)).toEqual([5, 3]);
  });

  it("maps client ids to the server's before sending what depends on them", async () => {
    const { server, make } = setup();
    const outbox = make();
    await outbox.enqueue({
      method: "POST",
      path: "/api/v1/logs/multiple",
      body: { session_id: 1, logs: [{ exercise_id: 3 }] },
      label: "Back squat",
      sessionId: 1,
      kind: "logs-add",
      creates: [-5],
    });
    await outbox.enqueue(addSet(-5, 8));
    const edit = await outbox.enqueue({
      method: "PATCH",
      path: "/api/v1/sets/-1008",
      body: { reps: 7 },
      label: "Edit",
      sessionId: 1,
      kind: "set",
    });
    expect(edit.dependsOn).toEqual([-1008]);
    await outbox.flush();
    const [, set, patch] = server.calls;
    expect(set?.body).toEqual({ log_id: 100, reps: 8 });
    expect(patch?.path).toBe("/api/v1/sets/101");
    expect(outbox.serverId(-5)).toBe(100);

    // The mapping is stored too: a write queued after a reload still finds it.
    const reloaded = make();
    await reloaded.enqueue(addSet(-5, 2));
    await reloaded.flush();
    expect(server.calls.at(-1)?.body).toEqual({ log_id: 100, reps: 2 });
  });

  it("sends a write whose answer was lost again under the same key: the server holds it once", async () => {
    const { server, make } = setup();
    const outbox = make();
    await outbox.enqueue(addSet(1, 5));
    server.loseNextAnswer();
    expect(await outbox.flush()).toBe("offline");
    expect(await outbox.flush()).toBe("idle");
    expect(await outbox.flush()).toBe("idle");
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0]?.idempotencyKey).toBe(server.calls[1]?.idempotencyKey);
    expect(server.sets).toHaveLength(1);
  });

  it("keeps a refused write as failed with the server's message; its dependants wait; others go on", async () => {
    const { server, make } = setup();
    const outbox = make();
    const refused = await outbox.enqueue({ ...addSet(1, 5), creates: [-9] });
    await outbox.enqueue({ ...addSet(1, 4), method: "PATCH", path: "/api/v1/sets/-9", creates: [] });
    await outbox.enqueue(addSet(2, 3));
    server.refuse({ status: 409, message: "The session is completed" });
    expect(await outbox.flush()).toBe("idle");
    expect(server.sets.map((s) => s.reps)).toEqual([3]);
    expect(outbox.entries().map((e) => [e.label, e.status, e.error])).toEqual([
      ["Set of 5", "failed", "The session is completed"],
      ["Set of 4", "pending", undefined],
    ]);

    // After a reload the refusal and its message are still there; a retry goes under a new key.
    const reloaded = make();
    await reloaded.load();
    expect(reloaded.entries()[0]?.error).toBe("The session is completed");
    await reloaded.retry(refused.id);
    expect(reloaded.entries()[0]?.idempotencyKey).not.toBe(refused.idempotencyKey);
    expect(await reloaded.flush()).toBe("idle");
    expect(reloaded.entries()).toEqual([]);
    expect(server.calls.at(-1)?.path).toBe(`/api/v1/sets/${server.sets[1]?.id}`);
  });

  it("discards a failed create together with the writes that build on it", async () => {
    const { server, make } = setup();
    const outbox = make();
    const create = await outbox.enqueue({ ...addSet(1, 5), creates: [-9] });
    await outbox.enqueue({ ...addSet(1, 4), path: "/api/v1/sets/-9", method: "DELETE", creates: [] });
    server.refuse({ status: 400, message: "Choose at least one exercise" });
    await outbox.flush();
    expect(outbox.entries().map((e) => e.status)).toEqual(["failed", "pending"]);
    const dropped = await outbox.discard(create.id);
    expect(dropped).toHaveLength(2);
    expect(outbox.entries()).toEqual([]);
  });

  it("does not count a 2xx that is not the server's acceptance (a portal's page) as sent", async () => {
    const { server, make } = setup();
    const outbox = make();
    await outbox.enqueue(addSet(1, 5));
    server.setPortal(true);
    expect(await outbox.flush()).toBe("offline");
    expect(outbox.entries().map((e) => e.status)).toEqual(["pending"]);
    server.setPortal(false);
    expect(await outbox.flush()).toBe("idle");
    expect(server.sets.map((s) => s.reps)).toEqual([5]);
    expect(outbox.entries()).toEqual([]);
  });

  it("marks a write the server keeps refusing with a 5xx as failed, so the others go on", async () => {
    const { server, make } = setup();
    const outbox = make();
    const stuck = await outbox.enqueue(addSet(1, 5));
    await outbox.enqueue(addSet(2, 3));
    for (let i = 1; i < MAX_SERVER_ERRORS; i++) {
      server.refuse({ status: 500, message: "Something broke" });
      expect(await outbox.flush()).toBe("offline");
      expect(outbox.entries().map((e) => e.status)).toEqual(["pending", "pending"]);
    }
    server.refuse({ status: 500, message: "Something broke" });
    expect(await outbox.flush()).toBe("idle");
    expect(server.sets.map((s) => s.reps)).toEqual([3]);
    expect(outbox.entries().map((e) => [e.label, e.status, e.error])).toEqual([
      ["Set of 5", "failed", "Something broke"],
    ]);

    // A retry starts counting again.
    await outbox.retry(stuck.id);
    server.refuse({ status: 503, message: "" });
    expect(await outbox.flush()).toBe("offline");
    expect(outbox.entries()[0]?.status).toBe("pending");
    expect(await outbox.flush()).toBe("idle");
    expect(outbox.entries()).toEqual([]);
  });

  it("keeps a taken write whose answer fails its check as failed, and a retry asks again under the same key", async () => {
    const { storage, server } = setup();
    let strict = true;
    const sent: unknown[] = [];
    const outbox = createOutbox({
      storage,
      userId: 7,
      transport: server.transport,
      hooks: {
        check: () => (strict ? "The answer did not have the set the app expected" : null),
        onSent: (_entry, json) => sent.push(json),
      },
    });
    const write = await outbox.enqueue(addSet(1, 5));
    expect(await outbox.flush()).toBe("idle");
    expect(outbox.entries().map((e) => [e.status, e.error, e.answerUnread])).toEqual([
      ["failed", "The answer did not have the set the app expected", true],
    ]);
    expect(sent).toEqual([]);

    strict = false;
    await outbox.retry(write.id);
    expect(outbox.entries()[0]?.idempotencyKey).toBe(write.idempotencyKey);
    expect(await outbox.flush()).toBe("idle");
    expect(outbox.entries()).toEqual([]);
    expect(server.sets).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });
});

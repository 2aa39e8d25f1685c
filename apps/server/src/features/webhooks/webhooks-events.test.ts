import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../../db/schema/index.js";
import { createAdmin, createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { importFixture, uploadImport } from "../../test/fixtures/imports.js";
import { jobRunner } from "../../test/fixtures/videos.js";
import {
  addLog,
  addSet,
  completeSession,
  first,
  makeExercises,
  startSession,
} from "../../test/fixtures/training.js";
import { createHook, forgetTestWebhooks, hookCall } from "./webhooks.fixtures.js";
import { MAX_PENDING_DELIVERIES } from "./webhook-events.queries.js";

// Which writes queue which events, with what payload (what is sent, and how: webhooks-delivery.test.ts).
const t = useTestApp();
afterAll(() => forgetTestWebhooks(t));
const URL = "https://hooks.example.test/events";
const call = (method: "POST" | "PATCH", url: string, as: TestUser, payload: object = {}) =>
  request(t, { method, url: `/api/v1${url}`, as, payload });

/** The deliveries queued for these webhooks, oldest first, as event and data. */
async function queued(...hookIds: number[]) {
  const rows = await t.database.db
    .select()
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.webhookId, hookIds))
    .orderBy(webhookDeliveries.id);
  return rows.map((r) => ({ hook: r.webhookId, event: r.event, data: r.payload as Record<string, never> }));
}

async function lifter(events: string[]) {
  const member = await createUser(t);
  const hook = await createHook(t, member, { url: URL, events });
  const [squat] = await makeExercises(t, member, ["Squat"]);
  const session = await startSession(t, member);
  const log = await addLog(t, member, session.id, squat!.id);
  return { member, hook, session, log, squat: squat! };
}

describe("webhook events", () => {
  it("set.created: one event per set added, to each active webhook subscribed to it", async () => {
    const { member, hook, log, session } = await lifter(["set.created"]);
    const other = await createHook(t, member, { url: `${URL}/2`, events: ["set.created", "pr.achieved"] });
    const paused = await createHook(t, member, { url: `${URL}/3`, events: ["set.created"] });
    first(await hookCall(t, member, "PATCH", `/${paused.id}`, { active: false }), 200);
    const notThis = await createHook(t, member, { url: `${URL}/4`, events: ["session.completed"] });
    const a = await addSet(t, member, log.id, { reps: 8, weight: 100, rpe: 7, notes: "easy" });
    const b = await addSet(t, member, log.id, { reps: 8, weight: 102.5, weight_unit: "kg" });

    const events = await queued(hook.id, other.id, paused.id, notThis.id);
    expect(events.map((e) => [e.hook, e.event, e.data.set?.["id"]])).toEqual([
      [hook.id, "set.created", a.id],
      [other.id, "set.created", a.id],
      [hook.id, "set.created", b.id],
      [other.id, "set.created", b.id],
    ]);
    expect(events[0]!.data).toEqual({
      set: {
        id: a.id,
        session_id: session.id,
        log_id: log.id,
        exercise_id: a.exercise_id,
        exercise_name: "Squat",
        reps: 8,
        weight: 100,
        weight_unit: "kg",
        rpe: 7,
        kind: "normal",
        notes: "easy",
        planned: false,
        created_at: a.created_at,
      },
    });
  });

  it("queues nothing when the write is refused (the transaction rolls back)", async () => {
    const { member, hook, log, session } = await lifter(["set.created", "session.completed"]);
    await completeSession(t, member, session.id);
    expect((await call("POST", "/sets", member, { log_id: log.id, reps: 1, weight: 1 })).statusCode).toBe(
      409,
    );
    expect((await queued(hook.id)).map((e) => e.event)).toEqual(["session.completed"]);
  });

  it("pr.achieved: a heavy single beating every earlier one; not a tie, a lighter one, a warm-up or a light set", async () => {
    const { member, hook, log } = await lifter(["pr.achieved"]);
    const firstPr = await addSet(t, member, log.id, { reps: 1, weight: 180, rpe: 9 });
    await addSet(t, member, log.id, { reps: 1, weight: 170, rpe: 9 }); // lighter
    await addSet(t, member, log.id, { reps: 1, weight: 180, rpe: 9 }); // a tie
    await addSet(t, member, log.id, { reps: 1, weight: 200, rpe: 9, kind: "warmup" }); // a warm-up never counts
    await addSet(t, member, log.id, { reps: 8, weight: 150, rpe: 9 }); // outside the PR band
    const secondPr = await addSet(t, member, log.id, { reps: 2, weight: 180, rpe: 9 });
    const events = await queued(hook.id);
    expect(events.map((e) => e.data.set?.["id"])).toEqual([firstPr.id, secondPr.id]);
    expect(events[1]).toMatchObject({
      event: "pr.achieved",
      data: { set: { reps: 2, weight: 180, rpe: 9 }, e1rm: secondPr.e1rm, e1rm_unit: "kg" },
    });
  });

  it("a planned set marked done is logged then: set.created (and pr.achieved when it is one)", async () => {
    const member = await createUser(t);
    const hook = await createHook(t, member, { url: URL, events: ["set.created", "pr.achieved"] });
    const [bench] = await makeExercises(t, member, ["Bench press"]);
    const routine = first(
      await call("POST", "/routines", member, {
        name: "Heavy",
        exercises: [{ exercise_id: bench!.id, sets: [{ reps: 1, weight: 120 }] }],
      }),
    );
    const started = first(await call("POST", `/routines/${routine.id}/start`, member));
    const planned = started.logs[0].sets[0];
    expect(await queued(hook.id)).toEqual([]); // a plan is not training done
    first(await call("PATCH", `/sets/${planned.id}`, member, { rpe: 9.5 }), 200);
    expect(await queued(hook.id)).toEqual([]);
    first(await call("PATCH", `/sets/${planned.id}`, member, { done: true }), 200);
    first(await call("PATCH", `/sets/${planned.id}`, member, { reps: 1 }), 200); // already done: no new event
    const events = await queued(hook.id);
    expect(events.map((e) => e.event)).toEqual(["set.created", "pr.achieved"]);
    expect(events[0]!.data.set).toMatchObject({ id: planned.id, planned: true, rpe: 9.5 });
  });

  it("session.completed when a session is completed, with its figures", async () => {
    const { member, hook, log, session } = await lifter(["session.completed"]);
    await addSet(t, member, log.id);
    await addSet(t, member, log.id);
    first(await call("PATCH", `/sessions/${session.id}`, member, { name: "Renamed" }), 200);
    expect(await queued(hook.id)).toEqual([]);
    const done = await completeSession(t, member, session.id);
    expect(await queued(hook.id)).toEqual([
      {
        hook: hook.id,
        event: "session.completed",
        data: {
          session: {
            id: session.id,
            name: "Renamed",
            start_date: done.start_date,
            end_date: done.end_date,
            session_rpe: 8,
            block_id: null,
            routine_id: null,
            program_id: null,
            exercises: 1,
            sets_done: 2,
          },
        },
      },
    ]);
  });

  it("an admin's write for a member reaches the member's webhooks, never the admin's", async () => {
    const { member, hook, log } = await lifter(["set.created"]);
    const admin = await createAdmin(t);
    const adminHook = await createHook(t, admin, { url: URL, events: ["set.created"] });
    const res = await call("POST", "/sets", admin, {
      user_id: member.id,
      log_id: log.id,
      reps: 3,
      weight: 90,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await queued(hook.id)).map((e) => e.event)).toEqual(["set.created"]);
    expect(await queued(adminHook.id)).toEqual([]);
  });

  it("import.finished once an import is done, for dry runs too", async () => {
    const member = await createUser(t);
    const hook = await createHook(t, member, { url: URL, events: ["import.finished"] });
    const dry = first(
      await uploadImport(t, member, importFixture("strong-en.csv"), { dry_run: "true" }),
      202,
    );
    const real = first(await uploadImport(t, member, importFixture("strong-en.csv")), 202);
    // Every job type, as the server runs them (the deliveries fail here: their host does not resolve).
    await jobRunner(t).drain();
    const events = await queued(hook.id);
    expect(events.map((e) => [e.event, e.data.import?.["id"], e.data.import?.["dry_run"]])).toEqual([
      ["import.finished", dry.id, true],
      ["import.finished", real.id, false],
    ]);
    expect(events[1]!.data.import).toMatchObject({
      status: "done",
      source: "strong",
      sessions: 2,
      sets: 7,
      errors: 0,
    });
  });
});

describe("a webhook's backlog", () => {
  it("queues nothing more for a webhook with MAX_PENDING_DELIVERIES waiting, until they drain", async () => {
    const { member, hook, log } = await lifter(["set.created"]);
    await t.database.db.insert(webhookDeliveries).values(
      Array.from({ length: MAX_PENDING_DELIVERIES }, () => ({
        webhookId: hook.id,
        event: "set.created" as const,
        payload: {},
      })),
    );
    await addSet(t, member, log.id, { reps: 5, weight: 100 });
    expect(await queued(hook.id)).toHaveLength(MAX_PENDING_DELIVERIES);
    // One delivered: room again.
    const [oldest] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.webhookId, [hook.id]))
      .limit(1);
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: "succeeded" })
      .where(inArray(webhookDeliveries.id, [oldest!.id]));
    await addSet(t, member, log.id, { reps: 5, weight: 100 });
    expect(await queued(hook.id)).toHaveLength(MAX_PENDING_DELIVERIES + 1);
  });
});

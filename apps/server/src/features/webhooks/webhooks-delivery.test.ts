import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhooks } from "../../db/schema/index.js";
import { appVersion } from "../../version.js";
import { createUser, useTestApp, type TestUser } from "../../test/harness.js";
import { addLog, addSet, first, makeExercises, startSession } from "../../test/fixtures/training.js";
import { RETRY_DELAYS_MS } from "./webhook-delivery.job.js";
import { verifySignature } from "./webhook-signature.js";
import {
  createHook,
  deliveriesOf,
  deliveryRunner,
  forgetTestWebhooks,
  hookCall,
  makeDue,
  queuedJobOf,
  startReceiver,
  webhookRow,
  type Receiver,
} from "./webhooks.fixtures.js";

// The operator allows private addresses here: the receiver runs on 127.0.0.1.
const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" });
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await forgetTestWebhooks(t);
});

/** A member with a webhook on the receiver for set.created, and a log to add sets to. */
async function setup(path = "/hook") {
  const member = await createUser(t);
  const hook = await createHook(t, member, { url: receiver.url(path), events: ["set.created"] });
  const [squat] = await makeExercises(t, member, ["Squat"]);
  const session = await startSession(t, member);
  const log = await addLog(t, member, session.id, squat!.id);
  return { member, hook, log };
}

const sentTo = (path: string) => receiver.received.filter((r) => r.url === path);

async function oneDelivery(hookId: number) {
  const rows = await deliveriesOf(t, hookId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe("webhook deliveries", () => {
  it("sends a set.created event signed with the webhook's secret, with the documented headers and body", async () => {
    const { member, hook, log } = await setup("/signed");
    const set = await addSet(t, member, log.id, { reps: 5, weight: 120, rpe: 8 });
    await deliveryRunner(t).drain();

    const [got] = sentTo("/signed");
    expect(got).toBeDefined();
    const delivery = await oneDelivery(hook.id);
    expect(got!.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": `Topset-Webhooks/${appVersion}`,
      "topset-event": "set.created",
      "topset-delivery": String(delivery.id),
    });
    const signature = String(got!.headers["topset-signature"]);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(hook.secret, signature, got!.body)).toBe(true);
    // Any change to the body, another secret, or a stale timestamp fails the check a receiver makes.
    expect(verifySignature(hook.secret, signature, got!.body.replace("120", "220"))).toBe(false);
    expect(verifySignature(`${hook.secret}x`, signature, got!.body)).toBe(false);
    const t0 = Number(/t=(\d+)/.exec(signature)![1]);
    expect(verifySignature(hook.secret, signature, got!.body, t0 + 301)).toBe(false);

    expect(JSON.parse(got!.body)).toEqual({
      id: delivery.id,
      event: "set.created",
      created_at: delivery.createdAt.toISOString(),
      data: {
        set: expect.objectContaining({
          id: set.id,
          log_id: log.id,
          exercise_name: "Squat",
          reps: 5,
          weight: 120,
          weight_unit: "kg",
          rpe: 8,
        }),
      },
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, responseStatus: 200, error: null });
    expect(delivery.deliveredAt).toBeInstanceOf(Date);
    expect(await webhookRow(t, hook.id)).toMatchObject({ lastStatus: "succeeded" });
    expect((await webhookRow(t, hook.id)).lastDeliveryAt).toBeInstanceOf(Date);
  });

  it("retries a 500 after 30 s with the same delivery id and body, then succeeds", async () => {
    const { member, hook, log } = await setup("/flaky");
    receiver.answers.push(500);
    await addSet(t, member, log.id);
    await deliveryRunner(t).drain();

    const failed = await oneDelivery(hook.id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, responseStatus: 500, error: "HTTP 500" });
    expect((failed.nextAttemptAt!.getTime() - Date.now()) / 1000).toBeGreaterThan(25);
    expect((await queuedJobOf(t, failed.id))!.inSeconds).toBeGreaterThan(25);
    expect(await webhookRow(t, hook.id)).toMatchObject({ lastStatus: "failed" });
    // Not due yet: nothing is sent.
    await deliveryRunner(t).drain();
    expect(sentTo("/flaky")).toHaveLength(1);

    await makeDue(t, failed.id);
    await deliveryRunner(t).drain();
    const [firstTry, secondTry] = sentTo("/flaky");
    expect(secondTry!.body).toBe(firstTry!.body);
    expect(secondTry!.headers["topset-delivery"]).toBe(String(failed.id));
    expect(
      verifySignature(hook.secret, String(secondTry!.headers["topset-signature"]), secondTry!.body),
    ).toBe(true);
    expect(await oneDelivery(hook.id)).toMatchObject({
      status: "succeeded",
      attempts: 2,
      responseStatus: 200,
      error: null,
      nextAttemptAt: null,
    });
    expect(await webhookRow(t, hook.id)).toMatchObject({ lastStatus: "succeeded" });
  });

  it("backs off 30 s, 2 min, 10 min, 1 h, 6 h, then fails for good", async () => {
    const { member, hook, log } = await setup("/down");
    receiver.answers.push(503, 503, 503, 503, 503, 503);
    await addSet(t, member, log.id);
    const waits: number[] = [];
    await deliveryRunner(t).drain();
    for (let i = 0; i < RETRY_DELAYS_MS.length; i++) {
      const row = await oneDelivery(hook.id);
      expect(row).toMatchObject({ status: "pending", attempts: i + 1 });
      waits.push(Math.round((await queuedJobOf(t, row.id))!.inSeconds));
      await makeDue(t, row.id);
      await deliveryRunner(t).drain();
    }
    expect(waits).toEqual([30, 120, 600, 3600, 21600]);
    const row = await oneDelivery(hook.id);
    expect(row).toMatchObject({ status: "failed", attempts: 6, responseStatus: 503, nextAttemptAt: null });
    expect(await queuedJobOf(t, row.id)).toBeUndefined();
    expect(sentTo("/down")).toHaveLength(6);
  });

  it("never follows a redirect: a 3xx is a failed attempt and the other URL is never asked", async () => {
    const { member, hook, log } = await setup("/moved");
    receiver.answers.push("redirect");
    await addSet(t, member, log.id);
    await deliveryRunner(t).drain();
    expect(await oneDelivery(hook.id)).toMatchObject({
      status: "pending",
      responseStatus: 302,
      error: "Redirect (HTTP 302) not followed",
    });
    expect(sentTo("/elsewhere")).toHaveLength(0);
  });

  it("gives up on a receiver that does not answer in time, and schedules a retry", async () => {
    const { member, hook, log } = await setup("/slow");
    receiver.answers.push("hang");
    await addSet(t, member, log.id);
    const started = Date.now();
    await deliveryRunner(t, { timeoutMs: 300 }).drain();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await oneDelivery(hook.id)).toMatchObject({
      status: "pending",
      attempts: 1,
      responseStatus: null,
      error: "No answer within 300 ms",
    });
  });

  it("records a refused connection as a short error", async () => {
    const member = await createUser(t);
    const closed = await startReceiver();
    await closed.close();
    const hook = await createHook(t, member, { url: closed.url(), events: ["set.created"] });
    first(await hookCall(t, member, "POST", `/${hook.id}/ping`), 202);
    await deliveryRunner(t).drain();
    expect(await oneDelivery(hook.id)).toMatchObject({ status: "failed", error: "Connection refused" });
  });

  it("fails, without retries, a delivery whose sealed secret no longer opens (the server key changed)", async () => {
    const member = await createUser(t);
    const [hook] = await t.database.db
      .insert(webhooks)
      .values({
        userId: member.id,
        url: receiver.url("/lost"),
        events: ["set.created"],
        secretSealed: "v1.AAAA",
      })
      .returning();
    const ping = first(await hookCall(t, member, "POST", `/${hook!.id}/ping`), 202);
    await deliveryRunner(t).drain();
    expect(await oneDelivery(hook!.id)).toMatchObject({
      status: "failed",
      error: "Not sent: the signing secret can no longer be read",
    });
    expect(await queuedJobOf(t, ping.id)).toBeUndefined();
    expect(sentTo("/lost")).toHaveLength(0);
  });

  it("sends a test (ping) on request, once, and resends a finished delivery on retry", async () => {
    const member: TestUser = await createUser(t);
    const hook = await createHook(t, member, { url: receiver.url("/ping"), events: ["pr.achieved"] });
    receiver.answers.push(500);
    const queued = first(await hookCall(t, member, "POST", `/${hook.id}/ping`), 202);
    expect(queued).toMatchObject({ event: "ping", status: "pending", attempts: 0 });
    await deliveryRunner(t).drain();
    // A test is one attempt: no schedule after a failure.
    expect(await oneDelivery(hook.id)).toMatchObject({ status: "failed", responseStatus: 500 });
    expect(await queuedJobOf(t, queued.id)).toBeUndefined();
    const [ping] = sentTo("/ping");
    expect(ping!.headers["topset-event"]).toBe("ping");
    expect(JSON.parse(ping!.body)).toMatchObject({ event: "ping", data: { webhook_id: hook.id } });

    const again = first(await hookCall(t, member, "POST", `/${hook.id}/deliveries/${queued.id}/retry`), 202);
    expect(again).toMatchObject({ id: queued.id, status: "pending" });
    await deliveryRunner(t).drain();
    expect(sentTo("/ping")).toHaveLength(2);
    expect(sentTo("/ping")[1]!.headers["topset-delivery"]).toBe(String(queued.id));
    expect(await oneDelivery(hook.id)).toMatchObject({
      status: "succeeded",
      attempts: 2,
      responseStatus: 200,
    });

    const list = await hookCall(t, member, "GET", `/${hook.id}/deliveries`);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: queued.id, event: "ping", status: "succeeded", response_status: 200 }),
    ]);
  });

  it("does not send what was queued before the webhook was paused or deleted", async () => {
    const { member, hook, log } = await setup("/paused");
    await addSet(t, member, log.id);
    first(await hookCall(t, member, "PATCH", `/${hook.id}`, { active: false }), 200);
    await deliveryRunner(t).drain();
    expect(await oneDelivery(hook.id)).toMatchObject({
      status: "failed",
      attempts: 0,
      error: "Not sent: the webhook was paused",
    });
    // Paused: new events are not even queued.
    await addSet(t, member, log.id);
    expect(await deliveriesOf(t, hook.id)).toHaveLength(1);

    first(await hookCall(t, member, "PATCH", `/${hook.id}`, { active: true }), 200);
    await addSet(t, member, log.id);
    first(await hookCall(t, member, "DELETE", `/${hook.id}`), 200);
    await deliveryRunner(t).drain();
    expect(sentTo("/paused")).toHaveLength(0);
  });
});

import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { idempotencyKeys, sessions, sets } from "../db/schema/index.js";
import { completeSession, errorPaths, trainingSetup } from "../test/fixtures/training.js";
import { createUser, request, useTestApp, type TestUser } from "../test/harness.js";
import { registerErrorHandler } from "./errors.js";
import { idempotencyMessages, registerIdempotency } from "./idempotency.js";
import { deleteExpiredIdempotencyKeys } from "./idempotency.queries.js";

const t = useTestApp();

const postSet = (as: TestUser, payload: object, key?: string) =>
  request(t, {
    method: "POST",
    url: "/api/v1/sets",
    payload,
    as,
    headers: key === undefined ? {} : { "idempotency-key": key },
  });
const setsOf = (logId: number) => t.database.db.$count(sets, eq(sets.logId, logId));
const keyRow = async (userId: number, key: string) =>
  (
    await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];
const replayed = (res: LightMyRequestResponse) => res.headers["idempotent-replayed"] === "true";
const aSet = (logId: number, reps = 5) => ({ log_id: logId, reps, weight: 100, weight_unit: "kg", rpe: 8 });

describe("Idempotency-Key on POST /api/v1/sets", () => {
  it("a repeat gets the first answer again (same status and body) and adds nothing", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const key = randomUUID();
    const first = await postSet(owner, aSet(log.id), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed(first)).toBe(false);
    const again = await postSet(owner, aSet(log.id), key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(replayed(again)).toBe(true);
    expect(await setsOf(log.id)).toBe(1);
    // Key order in the body does not make it another request.
    const reordered = { rpe: 8, weight_unit: "kg", weight: 100, reps: 5, log_id: log.id };
    expect((await postSet(owner, reordered, key)).body).toBe(first.body);
    expect(await keyRow(owner.id, key)).toMatchObject({ state: "done", statusCode: 201 });
  });

  it("the same key with another body answers 422 and changes nothing", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const key = randomUUID();
    const first = await postSet(owner, aSet(log.id), key);
    expect(first.statusCode).toBe(201);
    const other = await postSet(owner, aSet(log.id, 6), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ status: "fail", message: idempotencyMessages.mismatch });
    expect(await setsOf(log.id)).toBe(1);
    // The same key on another route is another request too.
    const session = await request(t, {
      method: "POST",
      url: "/api/v1/sessions",
      payload: { name: "Heavy day" },
      as: owner,
      headers: { "idempotency-key": key },
    });
    expect(session.statusCode).toBe(422);
    // The stored answer is untouched: the first body still replays.
    expect((await postSet(owner, aSet(log.id), key)).body).toBe(first.body);
  });

  it("keys are per member: another member's same key gets their own result", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const other = await trainingSetup(t, createUser);
    const key = randomUUID();
    const mine = await postSet(owner, aSet(log.id), key);
    const theirs = await postSet(other.owner, aSet(other.log.id), key);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(replayed(theirs)).toBe(false);
    expect(theirs.json().data[0].id).not.toBe(mine.json().data[0].id);
    // The same body as the first member's (their log) is not theirs to replay: 404, as without a key.
    const stolen = await postSet(other.owner, aSet(log.id), randomUUID());
    expect(stolen.statusCode).toBe(404);
    expect([await setsOf(log.id), await setsOf(other.log.id)]).toEqual([1, 1]);
  });

  it("two repeats arriving together make one row and the same answer", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => postSet(owner, aSet(log.id), key)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers.filter(replayed)).toHaveLength(2);
    expect(await setsOf(log.id)).toBe(1);
  });

  it("without the header every request runs, as before", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const [a, b] = [await postSet(owner, aSet(log.id)), await postSet(owner, aSet(log.id))];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(replayed(b)).toBe(false);
    expect(await setsOf(log.id)).toBe(2);
  });

  it("a malformed key answers 400 with a field message and runs nothing", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    for (const key of ["", "has space", "x".repeat(256), "tab\there"]) {
      const res = await postSet(owner, aSet(log.id), key);
      expect(res.statusCode, key).toBe(400);
      expect(errorPaths(res)).toEqual(["idempotency-key"]);
      expect(res.json().errors[0].msg).toBe(idempotencyMessages.invalid);
    }
    expect((await postSet(owner, aSet(log.id), "k".repeat(255))).statusCode).toBe(201);
    expect(await setsOf(log.id)).toBe(1);
  });

  it("an invalid body answers 400 without using the key; the corrected body then runs", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const key = randomUUID();
    expect((await postSet(owner, { ...aSet(log.id), reps: -1 }, key)).statusCode).toBe(400);
    expect(await keyRow(owner.id, key)).toBeUndefined();
    expect((await postSet(owner, aSet(log.id), key)).statusCode).toBe(201);
  });

  it("a 4xx answer is kept and replayed as it was, even once the request would succeed", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    await completeSession(t, owner, session.id);
    const key = randomUUID();
    const refused = await postSet(owner, aSet(log.id), key);
    expect(refused.statusCode).toBe(409);
    // Reopened behind the API's back: only a new request sees it.
    await t.database.db.update(sessions).set({ endDate: null }).where(eq(sessions.id, session.id));
    const again = await postSet(owner, aSet(log.id), key);
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(refused.body);
    expect(replayed(again)).toBe(true);
    expect(await setsOf(log.id)).toBe(0);
    expect((await postSet(owner, aSet(log.id), randomUUID())).statusCode).toBe(201);
  });

  it("an expired key is pruned, and the key then runs anew", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const [pruned, lapsed] = [randomUUID(), randomUUID()];
    const first = await postSet(owner, aSet(log.id), pruned);
    await postSet(owner, aSet(log.id, 6), lapsed);
    const live = randomUUID();
    await postSet(owner, aSet(log.id, 7), live);
    await t.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(
        and(eq(idempotencyKeys.userId, owner.id), sql`${idempotencyKeys.key} in (${pruned}, ${lapsed})`),
      );

    expect(await deleteExpiredIdempotencyKeys(t.database.db)).toBeGreaterThanOrEqual(2);
    expect(await keyRow(owner.id, pruned)).toBeUndefined();
    expect(await keyRow(owner.id, live)).toBeDefined();
    const anew = await postSet(owner, aSet(log.id), pruned);
    expect(anew.statusCode).toBe(201);
    expect(replayed(anew)).toBe(false);
    expect(anew.json().data[0].id).not.toBe(first.json().data[0].id);
    expect(await setsOf(log.id)).toBe(4);

    // Expired but not yet pruned: taken over by the next request, which runs.
    await t.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.userId, owner.id), eq(idempotencyKeys.key, lapsed)));
    const retaken = await postSet(owner, aSet(log.id, 8), lapsed);
    expect(retaken.statusCode).toBe(201);
    expect(replayed(retaken)).toBe(false);
    expect(await setsOf(log.id)).toBe(5);
    expect((await keyRow(owner.id, lapsed))!.expiresAt.getTime()).toBeGreaterThan(
      Date.now() + 23 * 3_600_000,
    );
  });

  it("a claim still in progress answers 409 after a short wait; one that died answers 409 at once", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const key = randomUUID();
    expect((await postSet(owner, aSet(log.id), key)).statusCode).toBe(201);
    const where = and(eq(idempotencyKeys.userId, owner.id), eq(idempotencyKeys.key, key));
    // As if the first request were still running.
    await t.database.db
      .update(idempotencyKeys)
      .set({ state: "in_progress", statusCode: null, responseBody: null })
      .where(where);
    const started = Date.now();
    const busy = await postSet(owner, aSet(log.id), key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(idempotencyMessages.inProgress);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    // As if it had died after its write: never run again, whatever the wait.
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(where);
    const dead = await postSet(owner, aSet(log.id), key);
    expect(dead.statusCode).toBe(409);
    expect(dead.json().message).toBe(idempotencyMessages.unknown);
    expect(await setsOf(log.id)).toBe(1);
  });

  it("is documented on the routes that honour it, and only there", async () => {
    type Op = { parameters?: { in: string; name: string; required?: boolean }[]; responses: object };
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Op>> };
    const header = (op: Op | undefined) => op?.parameters?.find((p) => p.in === "header");
    const post = doc.paths["/api/v1/sets"]!.post!;
    expect(header(post)).toMatchObject({ name: "idempotency-key", required: false });
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(["201", "409", "422"]));
    expect(header(doc.paths["/api/v1/sessions/{id}"]!.patch)).toBeDefined();
    expect(header(doc.paths["/api/v1/sets/{id}"]!.patch)).toBeUndefined();
    expect(header(doc.paths["/api/v1/sessions"]!.get)).toBeUndefined();
  });

  it("a request that fails with a 5xx gives its key back, so a retry runs", async () => {
    const user = await createUser(t);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.addHook("onRequest", async (req) => {
      req.user = { id: user.id, role: "user", username: user.username };
    });
    registerIdempotency(app, { db: t.database.db });
    let runs = 0;
    app.post("/flaky", { config: { idempotent: true } }, async (_req, reply) => {
      runs++;
      if (runs === 1) throw new Error("the database went away mid-write");
      return reply.status(201).send({ status: "success", message: "Done", data: [{ runs }] });
    });
    const key = randomUUID();
    const send = () =>
      app.inject({ method: "POST", url: "/flaky", payload: { a: 1 }, headers: { "idempotency-key": key } });
    expect((await send()).statusCode).toBe(500);
    expect(await keyRow(user.id, key)).toBeUndefined();
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect((await send()).body).toBe(retry.body);
    expect(runs).toBe(2);
    await app.close();
  });
});

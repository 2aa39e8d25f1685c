// Every write that honours Idempotency-Key: a repeat gets the first answer and writes nothing more.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { comments, logs, sessions, tags, variables } from "../db/schema/index.js";
import { socialSession } from "../test/fixtures/social.js";
import { first, startSession, trainingSetup } from "../test/fixtures/training.js";
import { createUser, request, useTestApp, type TestUser } from "../test/harness.js";

const t = useTestApp();
const db = () => t.database.db;

type Call = { as: TestUser; method: InjectOptions["method"]; url: string; payload: object };
/** `other`: another body for the same call (by default the first with a field the route ignores). */
type Case = { call: Call; status: number; count: () => Promise<number>; other?: object };

const send = (call: Call, key: string, url = call.url) =>
  request(t, { ...call, url, headers: { "idempotency-key": key } });

const cases: Record<string, () => Promise<Case>> = {
  "POST /api/v1/sessions": async () => {
    const as = await createUser(t);
    return {
      call: { as, method: "POST", url: "/api/v1/sessions", payload: { name: "Heavy day", body_weight: 80 } },
      status: 201,
      count: () => db().$count(sessions, eq(sessions.userId, as.id)),
    };
  },
  "PATCH /api/v1/sessions/:id (completion)": async () => {
    const as = await createUser(t);
    const session = await startSession(t, as);
    const payload = { end_date: new Date(Date.now() + 60_000).toISOString(), session_rpe: 8 };
    const updatedAt = async () =>
      (await db().select().from(sessions).where(eq(sessions.id, session.id)))[0]!.updatedAt.getTime();
    let firstUpdate: number | undefined;
    return {
      call: { as, method: "PATCH", url: `/api/v1/sessions/${session.id}`, payload },
      status: 200,
      // The session is written once: its updated_at stays where the first request left it.
      count: async () => {
        firstUpdate ??= await updatedAt();
        return (await updatedAt()) === firstUpdate ? 1 : 2;
      },
    };
  },
  "POST /api/v1/variables": async () => {
    const as = await createUser(t);
    return {
      call: { as, method: "POST", url: "/api/v1/variables", payload: { body_weight: 81.5 } },
      other: { body_weight: 81.6 },
      status: 201,
      count: () => db().$count(variables, eq(variables.userId, as.id)),
    };
  },
  "POST /api/v1/comments": async () => {
    const [owner, as] = await Promise.all([createUser(t), createUser(t)]);
    const { session } = await socialSession(t, owner, [{ shared: true }]);
    return {
      call: {
        as,
        method: "POST",
        url: "/api/v1/comments",
        payload: { session_id: session.id, comment: "Nice!" },
      },
      status: 201,
      count: () => db().$count(comments, eq(comments.sessionId, session.id)),
    };
  },
  "POST /api/v1/logs": async () => {
    const { owner: as, session, bench } = await trainingSetup(t, createUser);
    return {
      call: {
        as,
        method: "POST",
        url: "/api/v1/logs",
        payload: { session_id: session.id, exercise_id: bench.id },
      },
      status: 201,
      count: () => db().$count(logs, eq(logs.sessionId, session.id)),
    };
  },
  "POST /api/v1/logs/multiple": async () => {
    const { owner: as, session, bench, deadlift } = await trainingSetup(t, createUser);
    const payload = {
      session_id: session.id,
      logs: [{ exercise_id: bench.id }, { exercise_id: deadlift.id }],
    };
    return {
      call: { as, method: "POST", url: "/api/v1/logs/multiple", payload },
      status: 201,
      count: () => db().$count(logs, eq(logs.sessionId, session.id)),
    };
  },
  "POST /api/v1/tags": async () => {
    const { owner: as, log } = await trainingSetup(t, createUser);
    return {
      call: { as, method: "POST", url: "/api/v1/tags", payload: { log_id: log.id, name: "belt" } },
      status: 201,
      count: () => db().$count(tags, eq(tags.logId, log.id)),
    };
  },
};

describe("Idempotency-Key on every create and non-idempotent write", () => {
  for (const [name, setup] of Object.entries(cases)) {
    it(`${name}: a repeat answers the same and writes once; another body answers 422`, async () => {
      const { call, status, count, other: otherBody } = await setup();
      const before = await count();
      const key = randomUUID();
      const firstAnswer = await send(call, key);
      expect(firstAnswer.statusCode, firstAnswer.body).toBe(status);
      const written = await count();
      expect(written).toBeGreaterThan(before);
      const again = await send(call, key);
      expect(again.statusCode).toBe(status);
      expect(again.body).toBe(firstAnswer.body);
      expect(again.headers["idempotent-replayed"]).toBe("true");
      expect(await count()).toBe(written);
      // Another body under the same key (even one the route would read the same): 422, nothing written.
      const other = await send({ ...call, payload: otherBody ?? { ...call.payload, note: "ignored" } }, key);
      expect(other.statusCode).toBe(422);
      expect(await count()).toBe(written);
    });
  }

  it("POST /api/v1/tags/ (the old spelling) is the same request as /tags", async () => {
    const { call, count } = await cases["POST /api/v1/tags"]!();
    const key = randomUUID();
    const [a, b] = await Promise.all([send(call, key), send(call, key, "/api/v1/tags/")]);
    expect(a.body).toBe(b.body);
    expect(first(a).name).toBe("belt");
    expect(await count()).toBe(1);
  });

  it("POST /api/v1/sessions: two together create one session", async () => {
    const { call, count } = await cases["POST /api/v1/sessions"]!();
    const key = randomUUID();
    const answers = await Promise.all([send(call, key), send(call, key)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(await count()).toBe(1);
  });
});

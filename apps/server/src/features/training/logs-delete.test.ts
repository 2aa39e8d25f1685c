import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logs, sets, tags } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { addSet, completeSession, first, trainingSetup } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "POST" | "PATCH" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
const logRow = async (id: number) => (await t.database.db.select().from(logs).where(eq(logs.id, id)))[0];

describe("DELETE /api/v1/logs/:id", () => {
  it("removes the log with its sets and tags, naming it in the message", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    await addSet(t, owner, log.id);
    await addSet(t, owner, log.id);
    first(await call("POST", "/tags", owner, { log_id: log.id, name: "belt" }));
    const res = await call("DELETE", `/logs/${log.id}`, owner);
    expect(first(res, 200)).toEqual({ id: log.id, name: "Squat" });
    expect(res.json().message).toBe("Log for Squat has been deleted!");
    const db = t.database.db;
    expect(await logRow(log.id)).toBeUndefined();
    expect(await db.$count(sets, eq(sets.logId, log.id))).toBe(0);
    expect(await db.$count(tags, eq(tags.logId, log.id))).toBe(0);
  });

  it("answers 401, 404 for another user's log, 400 for a bad id, 409 once completed", async () => {
    const { owner, stranger, session, log } = await trainingSetup(t, createUser);
    expect((await call("DELETE", `/logs/${log.id}`)).statusCode).toBe(401);
    expect((await call("DELETE", `/logs/${log.id}`, stranger)).statusCode).toBe(404);
    expect((await call("DELETE", "/logs/abc", owner)).statusCode).toBe(400);
    await completeSession(t, owner, session.id);
    expect((await call("DELETE", `/logs/${log.id}`, owner)).statusCode).toBe(409);
    expect(await logRow(log.id)).toBeDefined();
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tags } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { SESSION_COMPLETED } from "./session-lock.queries.js";
import { completeSession, errorPaths, first, trainingSetup } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "POST" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
const tagsOf = (logId: number) => t.database.db.select().from(tags).where(eq(tags.logId, logId));

describe("POST /api/v1/tags", () => {
  it("tags the caller's log (also at the spec's /tags/ spelling)", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const data = first(
      await call("POST", "/tags", owner, { user_id: owner.id, log_id: log.id, name: " belt " }),
    );
    expect(data).toEqual({ id: data.id, log_id: log.id, user_id: owner.id, name: "belt" });
    const slash = first(await call("POST", "/tags/", owner, { log_id: log.id, name: "wraps" }));
    expect(slash.name).toBe("wraps");
    expect((await tagsOf(log.id)).map((r) => r.name).sort()).toEqual(["belt", "wraps"]);
  });

  it("answers 409 for a name the log already carries, ignoring case", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    first(await call("POST", "/tags", owner, { log_id: log.id, name: "Belt" }));
    const dup = await call("POST", "/tags", owner, { log_id: log.id, name: "bELT" });
    expect(dup.statusCode).toBe(409);
    expect(await tagsOf(log.id)).toHaveLength(1);
  });

  it("answers 400 per field, 401, 404 for another user's log (whatever user_id says), 409 once completed", async () => {
    const { owner, stranger, session, log } = await trainingSetup(t, createUser);
    const bad = await call("POST", "/tags", owner, { log_id: 0, name: "  " });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["log_id", "name"]);
    expect(errorPaths(await call("POST", "/tags", owner, { log_id: log.id, name: "x".repeat(31) }))).toEqual([
      "name",
    ]);
    const body = { log_id: log.id, name: "belt" };
    expect((await call("POST", "/tags", undefined, body)).statusCode).toBe(401);
    expect((await call("POST", "/tags", stranger, { ...body, user_id: owner.id })).statusCode).toBe(404);
    expect((await call("POST", "/tags", stranger, body)).statusCode).toBe(404);
    await completeSession(t, owner, session.id);
    const late = await call("POST", "/tags", owner, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SESSION_COMPLETED);
    expect(await tagsOf(log.id)).toHaveLength(0);
  });
});

describe("DELETE /api/v1/tags/:id", () => {
  it("removes the caller's tag", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const tag = first(await call("POST", "/tags", owner, { log_id: log.id, name: "belt" }));
    expect(first(await call("DELETE", `/tags/${tag.id}`, owner), 200)).toEqual({ id: tag.id });
    expect(await tagsOf(log.id)).toHaveLength(0);
  });

  it("answers 400, 401, 404 for another user's tag, 409 once completed", async () => {
    const { owner, stranger, session, log } = await trainingSetup(t, createUser);
    const tag = first(await call("POST", "/tags", owner, { log_id: log.id, name: "belt" }));
    expect((await call("DELETE", "/tags/-1", owner)).statusCode).toBe(400);
    expect((await call("DELETE", `/tags/${tag.id}`)).statusCode).toBe(401);
    expect((await call("DELETE", `/tags/${tag.id}`, stranger)).statusCode).toBe(404);
    await completeSession(t, owner, session.id);
    expect((await call("DELETE", `/tags/${tag.id}`, owner)).statusCode).toBe(409);
    expect(await tagsOf(log.id)).toHaveLength(1);
  });
});

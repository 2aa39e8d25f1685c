import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sets } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { addSet, errorPaths, first, trainingSetup } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "GET" | "POST" | "PATCH", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
const kindOf = async (id: number) =>
  (await t.database.db.select({ kind: sets.kind }).from(sets).where(eq(sets.id, id)))[0]?.kind;

describe("set kinds", () => {
  it("stores a new set as normal unless told, and a warm-up with no e1RM or RI", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    const working = await addSet(t, owner, log.id, { reps: 1, weight: 200, rpe: 10 });
    expect(working).toMatchObject({ kind: "normal", e1rm: 200, ri: 100, volume: 200 });
    const warmup = await addSet(t, owner, log.id, { reps: 1, weight: 200, rpe: 10, kind: "warmup" });
    expect(warmup).toMatchObject({ kind: "warmup", e1rm: null, ri: null, volume: 200 });
    const drop = await addSet(t, owner, log.id, { reps: 8, weight: 120, kind: "drop" });
    const failure = await addSet(t, owner, log.id, { reps: 3, weight: 150, rpe: 10, kind: "failure" });
    expect(failure).toMatchObject({ kind: "failure", e1rm: 159 });
    expect([await kindOf(working.id), await kindOf(warmup.id), await kindOf(drop.id)]).toEqual([
      "normal",
      "warmup",
      "drop",
    ]);
    // The session screen reads them back as answered.
    const details = first(await call("GET", `/sessions/${session.id}`, owner), 200);
    expect(details.logs[0].sets).toEqual([working, warmup, drop, failure]);
  });

  it("keeps the kind on an edit that leaves it out, and changes it when sent", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const set = await addSet(t, owner, log.id, { reps: 2, weight: 180, rpe: 9, kind: "warmup" });
    const edited = first(await call("PATCH", `/sets/${set.id}`, owner, { reps: 3 }), 200);
    expect(edited).toMatchObject({ reps: 3, kind: "warmup", e1rm: null });
    const working = first(await call("PATCH", `/sets/${set.id}`, owner, { kind: "normal" }), 200);
    expect(working).toMatchObject({ reps: 3, kind: "normal", e1rm: 197 });
    expect(await kindOf(set.id)).toBe("normal");
  });

  it("answers 400 on the kind field for an unknown kind, writing nothing", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const bad = await call("POST", "/sets", owner, { log_id: log.id, reps: 3, weight: 100, kind: "heavy" });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["kind"]);
    expect(bad.json().errors[0].msg).toBe("Kind is one of normal, warmup, drop or failure");
    expect(await t.database.db.$count(sets, eq(sets.logId, log.id))).toBe(0);
    const set = await addSet(t, owner, log.id);
    for (const kind of ["WARMUP", "", null, 1]) {
      const res = await call("PATCH", `/sets/${set.id}`, owner, { kind });
      expect(res.statusCode, String(kind)).toBe(400);
      expect(errorPaths(res)).toEqual(["kind"]);
    }
    expect(await kindOf(set.id)).toBe("normal");
  });

  it("answers 401 without login and 404 for another member's set", async () => {
    const { owner, stranger, log } = await trainingSetup(t, createUser);
    const set = await addSet(t, owner, log.id);
    expect((await call("PATCH", `/sets/${set.id}`, undefined, { kind: "warmup" })).statusCode).toBe(401);
    expect((await call("PATCH", `/sets/${set.id}`, stranger, { kind: "warmup" })).statusCode).toBe(404);
    const post = { log_id: log.id, reps: 3, weight: 100, kind: "warmup" };
    expect((await call("POST", "/sets", stranger, post)).statusCode).toBe(404);
    expect(await kindOf(set.id)).toBe("normal");
  });
});

describe("weights without a unit are in the account's unit", () => {
  it.each(["kg", "lbs"] as const)(
    "POST /sessions, POST /sets and PATCH /sets/:id store %s once the account says so",
    async (unit) => {
      const { owner, log } = await trainingSetup(t, createUser);
      // A client keeping its unit on the device sets the account's unit first, alone.
      const account = await call("PATCH", `/users/${owner.id}/update-personal-information`, owner, {
        weight_unit: unit,
      });
      expect(account.statusCode, account.body).toBe(200);
      expect(account.json().data[0]).toMatchObject({ weight_unit: unit, first_name: owner.firstName });

      const session = first(await call("POST", "/sessions", owner, { name: "Day", body_weight: 80.5 }));
      expect(session).toMatchObject({ body_weight: 80.5, body_weight_unit: unit });
      const set = first(await call("POST", "/sets", owner, { log_id: log.id, reps: 5, weight: 100 }));
      expect(set).toMatchObject({ weight: 100, weight_unit: unit });
      const other = unit === "kg" ? "lbs" : "kg";
      const labelled = await addSet(t, owner, log.id, { weight: 60, weight_unit: other });
      const edited = first(await call("PATCH", `/sets/${labelled.id}`, owner, { weight: 102.5 }), 200);
      expect(edited).toMatchObject({ weight: 102.5, weight_unit: unit });
      const rows = await t.database.db.select().from(sets).where(eq(sets.logId, log.id)).orderBy(sets.id);
      expect(rows.map((r) => [r.weight, r.weightUnit])).toEqual([
        [100, unit],
        [102.5, unit],
      ]);
    },
  );
});

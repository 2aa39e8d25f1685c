import { describe, expect, it } from "vitest";
import { sessions, variables } from "../db/schema/index.js";
import { errorPaths, trainingSetup } from "./fixtures/training.js";
import { createUser, request, useTestApp, type TestUser } from "./harness.js";

// Ids and page numbers past PostgreSQL's `integer` range, and huge page sizes: a 400 or a page, never a 500.
const t = useTestApp();

const get = (url: string, as: TestUser) => request(t, { method: "GET", url, as });
const TWO_31 = 2 ** 31;

async function manySessions(user: TestUser, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    userId: user.id,
    name: `Day ${i}`,
    startDate: new Date(Date.UTC(2024, 0, 1) + i * 86_400_000),
  }));
  await t.database.db.insert(sessions).values(rows);
}

describe("ids beyond the database's integer range", () => {
  it("answers 400 naming the field for a path id, a query id and a body id of 2^31", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    const path = await get(`/api/v1/sessions/${TWO_31}`, owner);
    expect(path.statusCode, path.body).toBe(400);
    expect(path.json()).toMatchObject({
      status: "fail",
      errors: [{ path: "id", msg: "Must be at most 2147483647" }],
    });
    expect((await get(`/api/v1/sessions/${TWO_31 - 1}`, owner)).statusCode).toBe(404);

    const query = await get(`/api/v1/sessions?user_id=${TWO_31}`, owner);
    expect(query.statusCode, query.body).toBe(400);
    expect(errorPaths(query)).toEqual(["user_id"]);

    const payload = { session_id: session.id, log_id: TWO_31, reps: 3, weight: 100, weight_unit: "kg" };
    const body = await request(t, { method: "POST", url: "/api/v1/sets", payload, as: owner });
    expect(body.statusCode, body.body).toBe(400);
    expect(body.json().errors).toEqual([{ path: "log_id", msg: "Must be at most 2147483647" }]);
    // The same call with the real log still works.
    const good = { ...payload, log_id: log.id };
    expect(
      (await request(t, { method: "POST", url: "/api/v1/sets", payload: good, as: owner })).statusCode,
    ).toBe(201);
  });
});

describe("addresses the router refuses", () => {
  it("answers the failure envelope for bad percent-encoding (400) and an over-long path parameter (414)", async () => {
    const user = await createUser(t);
    const bad = await get("/api/v1/sessions/%ED%A0%80", user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: "fail", message: "The address is not valid." });
    const long = await get(`/api/v1/sessions/${"9".repeat(200)}`, user);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ status: "fail", message: "A part of the address is too long." });
  });
});

describe("page numbers", () => {
  it("answers an empty page with its pagination for a page past the end, and 400 above the integer range", async () => {
    const user = await createUser(t);
    await manySessions(user, 3);
    const past = await get("/api/v1/sessions?perPage=2&currentPage=2147483647", user);
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json().data).toEqual([]);
    expect(past.json().pagination).toEqual({
      total: 3,
      lastPage: 2,
      perPage: 2,
      currentPage: 2147483647,
      from: 2147483646 * 2,
      to: 2147483646 * 2,
    });

    const huge = await get("/api/v1/sessions?currentPage=4503599627370496", user);
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().errors).toEqual([
      { path: "currentPage", msg: "currentPage must be at most 2147483647" },
    ]);

    const tracker = await get(`/api/v1/variables/bodyweight/${user.id}?currentPage=4503599627370496`, user);
    expect(tracker.statusCode, tracker.body).toBe(400);
    expect(errorPaths(tracker)).toEqual(["currentPage"]);
  });
});

describe("page totals", () => {
  it("every paged list gives its total on a full page, the last page, past the end, and with nothing", async () => {
    const { owner, squat, log } = await trainingSetup(t, createUser);
    const empty = await createUser(t);
    for (let i = 0; i < 3; i++) {
      await request(t, {
        method: "POST",
        url: "/api/v1/sets",
        payload: { log_id: log.id, reps: 5, weight: 100 + i, weight_unit: "kg" },
        as: owner,
      });
      await request(t, {
        method: "POST",
        url: "/api/v1/variables",
        payload: { body_weight: 80 + i, body_weight_unit: "kg" },
        as: owner,
      });
      await request(t, {
        method: "POST",
        url: "/api/v1/variables",
        payload: { stress_level: 3, hours_of_sleep: 7 + i },
        as: owner,
      });
    }
    await manySessions(owner, 2);
    const lists = (who: TestUser) =>
      [
        ["/api/v1/sessions?", 3],
        [`/api/v1/exercises/${squat.id}/history?`, 3],
        [`/api/v1/variables/bodyweight/${who.id}?`, 3],
        [`/api/v1/variables/recovery/${who.id}?`, 3],
      ] as const;
    for (const [url, total] of lists(owner)) {
      for (const [currentPage, rows] of [
        [1, 2],
        [2, 1],
        [3, 0],
        [50, 0],
      ] as const) {
        const res = await get(`${url}perPage=2&currentPage=${currentPage}`, owner);
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
        expect(res.json().data, url).toHaveLength(rows);
        expect(res.json().pagination.total, `${url} page ${currentPage}`).toBe(total);
      }
    }
    for (const [url] of lists(empty).filter(([u]) => !u.includes("/exercises/"))) {
      for (const currentPage of [1, 2]) {
        const res = await get(`${url}perPage=2&currentPage=${currentPage}`, empty);
        expect(res.json().pagination.total, `${url} page ${currentPage}`).toBe(0);
      }
    }
  });
});

describe("perPage", () => {
  it("clamps a huge perPage to 100 rows on the sessions list", async () => {
    const user = await createUser(t);
    await manySessions(user, 105);
    const res = await get("/api/v1/sessions?perPage=999999999999999", user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(100);
    expect(res.json().pagination).toEqual({
      total: 105,
      lastPage: 2,
      perPage: 100,
      currentPage: 1,
      from: 0,
      to: 100,
    });
    const page2 = (await get("/api/v1/sessions?perPage=1e20&currentPage=2", user)).json();
    expect(page2.data).toHaveLength(5);
    expect(page2.pagination).toMatchObject({ perPage: 100, currentPage: 2, from: 100, to: 105 });
  });

  it("keeps meaning every row of the member's own tracker, even past 100 rows", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const day = 86_400_000;
    const rows = (userId: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        userId,
        bodyWeight: 80,
        bodyWeightUnit: "kg" as const,
        createdAt: new Date(Date.now() - i * day),
      }));
    await t.database.db.insert(variables).values([...rows(user.id, 120), ...rows(other.id, 3)]);
    const all = await get(
      `/api/v1/variables/bodyweight/${user.id}?perPage=999999999999999&currentPage=1`,
      user,
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toHaveLength(120);
    expect(all.json().pagination).toMatchObject({ total: 120, lastPage: 1, currentPage: 1 });
    const paged = (
      await get(`/api/v1/variables/bodyweight/${user.id}?perPage=100&currentPage=2`, user)
    ).json();
    expect(paged.data).toHaveLength(20);
  });
});

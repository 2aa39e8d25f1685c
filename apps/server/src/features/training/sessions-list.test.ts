import { describe, expect, it } from "vitest";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { addLog, errorPaths, makeBlock, makeExercises, startSession } from "../../test/fixtures/training.js";
import { legacyListSessionSummaries } from "../../test/fixtures/sessions-list-legacy.js";
import { listSessionSummaries, toSession, type SessionSummaryRow } from "./sessions.queries.js";

const t = useTestApp();

const list = (url: string, as?: TestUser) => request(t, { method: "GET", url, as });

describe("GET /api/v1/sessions", () => {
  it("pages the caller's sessions newest first, each with its block and exercises in order", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const block = await makeBlock(t, user);
    const [squat, bench] = await makeExercises(t, user, ["Squat", "Bench press"]);
    const ids: number[] = [];
    for (let day = 1; day <= 5; day++) {
      const start = `2025-04-0${day}T08:00:00.000Z`;
      const body = day === 5 ? { start_date: start, block_id: block.id } : { start_date: start };
      ids.push((await startSession(t, user, body)).id);
    }
    await addLog(t, user, ids[4]!, bench!.id);
    await addLog(t, user, ids[4]!, squat!.id);
    await startSession(t, other);

    const page1 = await list("/api/v1/sessions?perPage=2&currentPage=1", user);
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.data.map((s: { id: number }) => s.id)).toEqual([ids[4], ids[3]]);
    expect(body.pagination).toEqual({ total: 5, lastPage: 3, perPage: 2, currentPage: 1, from: 0, to: 2 });
    expect(body.data[0]).toMatchObject({
      block_name: "Peaking",
      start_date: "2025-04-05T08:00:00.000Z",
      json: [
        { id: bench!.id, name: "Bench press" },
        { id: squat!.id, name: "Squat" },
      ],
    });
    expect(body.data[1]).toMatchObject({ block_name: null, json: [] });

    const page3 = (await list(`/api/v1/sessions?user_id=${user.id}&perPage=2&currentPage=3`, user)).json();
    expect(page3.data.map((s: { id: number }) => s.id)).toEqual([ids[0]]);
    expect(page3.pagination).toMatchObject({ total: 5, lastPage: 3, currentPage: 3, from: 4, to: 5 });
  });

  it("defaults to 20 a page and answers an empty page for a user with none", async () => {
    const user = await createUser(t);
    const res = (await list("/api/v1/sessions", user)).json();
    expect(res.data).toEqual([]);
    expect(res.pagination).toEqual({ total: 0, lastPage: 1, perPage: 20, currentPage: 1, from: 0, to: 0 });
  });

  it("answers 400 for a bad page size, 401 without login and 403 for another user's id", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const bad = await list("/api/v1/sessions?perPage=0", user);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["perPage"]);
    expect((await list("/api/v1/sessions")).statusCode).toBe(401);
    expect((await list(`/api/v1/sessions?user_id=${other.id}`, user)).statusCode).toBe(403);
  });
});

describe("the session-list page statement", () => {
  it("answers exactly what the single-statement page answered, page by page (ties on start included)", async () => {
    const user = await createUser(t);
    const block = await makeBlock(t, user);
    const [squat, bench] = await makeExercises(t, user, ["Squat", "Bench press"]);
    for (let n = 0; n < 13; n++) {
      // Every third start repeats the one before, so the id settles the order.
      const start = `2025-05-${String(10 + n - (n % 3 === 2 ? 1 : 0)).padStart(2, "0")}T08:00:00.000Z`;
      const session = await startSession(
        t,
        user,
        n % 4 === 0 ? { start_date: start, block_id: block.id } : { start_date: start },
      );
      if (n % 2 === 0) await addLog(t, user, session.id, squat!.id);
      if (n % 3 === 0) await addLog(t, user, session.id, bench!.id);
    }
    for (const [limit, offset] of [
      [5, 0],
      [5, 5],
      [5, 10],
      [4, 12],
      [20, 0],
      [3, 30],
    ] as const) {
      const page = { userId: user.id, limit, offset };
      // Compared as the wire shows them: the page now reads only the columns toSession sends.
      const rows = await listSessionSummaries(t.database.db, page);
      expect(rows.map(toSession)).toStrictEqual(
        (await legacyListSessionSummaries(t.database.db, page)).map((row) =>
          toSession({ ...row, json: row.json as SessionSummaryRow["json"] }),
        ),
      );
    }
  });
});

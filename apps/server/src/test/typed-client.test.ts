// packages/client against the real server on a real port: a key made through the API, then a session,
// a log and a set written and read back with the typed client, as a member's script would.
import { createTopsetClient } from "@topset/client";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, ORIGIN, unique, useTestApp } from "./harness.js";

const t = useTestApp();
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

/** The success answer's first row, failing with the error body otherwise. */
function firstRow<T>(result: { data?: { data: T[] }; error?: unknown; response: Response }): T {
  expect(result.error, JSON.stringify(result.error)).toBeUndefined();
  const row = result.data?.data[0];
  if (row === undefined) throw new Error(`no row in the answer (${result.response.status})`);
  return row;
}

/** A key made the way the app's screen makes one: the session cookie, from the app's origin. */
async function newApiKey() {
  const user = await createUser(t);
  const browser = createTopsetClient({ baseUrl, headers: { cookie: user.cookie, origin: ORIGIN } });
  const created = firstRow(await browser.POST("/api/v1/api-keys", { body: {} }));
  expect(created.key).toMatch(/^tsk_/);
  return { user, key: created.key };
}

describe("the typed API client (packages/client)", () => {
  it("logs a session, a log and a set with an API key, and reads them back", async () => {
    const { user, key } = await newApiKey();
    const client = createTopsetClient({ baseUrl, apiKey: key });

    const category = firstRow(
      await client.POST("/api/v1/exercise-categories", { body: { name: unique("category") } }),
    );
    const exercise = firstRow(
      await client.POST("/api/v1/exercises", { body: { exercise_category_id: category.id, name: "Squat" } }),
    );
    const session = firstRow(
      await client.POST("/api/v1/sessions", { body: { name: "Script day", body_weight: 82.5 } }),
    );
    const log = firstRow(
      await client.POST("/api/v1/logs", { body: { session_id: session.id, exercise_id: exercise.id } }),
    );
    const set = firstRow(
      await client.POST("/api/v1/sets", {
        body: { log_id: log.id, reps: 5, weight: 140, weight_unit: "kg", rpe: 8.5, notes: "Belt" },
      }),
    );

    const read = firstRow(
      await client.GET("/api/v1/sessions/{id}", { params: { path: { id: session.id } } }),
    );
    expect(read).toMatchObject({ id: session.id, user_id: user.id, name: "Script day", body_weight: 82.5 });
    expect(read.logs).toHaveLength(1);
    expect(read.logs[0]).toMatchObject({ id: log.id, exercise_id: exercise.id, name: "Squat" });
    expect(read.logs[0]?.sets).toEqual([
      expect.objectContaining({
        id: set.id,
        reps: 5,
        weight: 140,
        weight_unit: "kg",
        rpe: 8.5,
        notes: "Belt",
      }),
    ]);
  });

  it("answers a refused call in `error`, typed by the document, with no exception", async () => {
    const { key } = await newApiKey();
    const client = createTopsetClient({ baseUrl, apiKey: key });
    // A key cannot mint keys: only the owner in person can.
    const minted = await client.POST("/api/v1/api-keys", { body: {} });
    expect(minted.response.status).toBe(403);
    expect(minted.error?.status).toBe("fail");

    const stranger = createTopsetClient({ baseUrl, apiKey: `tsk_${"x".repeat(43)}` });
    const refused = await stranger.GET("/api/v1/sessions", { params: { query: {} } });
    expect(refused.response.status).toBe(401);
    expect(refused.data).toBeUndefined();

    // @ts-expect-error reps are a number: the generated types refuse a string before the server does.
    const wrong = await client.POST("/api/v1/sets", { body: { log_id: 1, reps: "five", weight: 100 } });
    expect(wrong.response.status).toBe(400);
  });
});

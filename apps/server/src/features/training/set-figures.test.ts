import type { E1rmMethod } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { createUser, login, request, useTestApp, type TestUser } from "../../test/harness.js";
import { insertVideo, shareLog } from "../../test/fixtures/social.js";
import {
  addLog,
  addSet,
  completeSession,
  first,
  makeExercises,
  startSession,
} from "../../test/fixtures/training.js";
import { exportEntries } from "../../test/fixtures/users.js";

const t = useTestApp();

type Figures = { e1rm: number | null; ri: number | null; volume: number };
const figuresOf = (row: Figures): Figures => ({ e1rm: row.e1rm, ri: row.ri, volume: row.volume });

const get = async (url: string, as: TestUser) => {
  const res = await request(t, { method: "GET", url: `/api/v1${url}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const setMethod = (user: TestUser, e1rm_method: unknown, as: TestUser = user) =>
  request(t, {
    method: "PATCH",
    url: `/api/v1/users/${user.id}/update-personal-information`,
    payload: { e1rm_method },
    as,
  });

/** 3 × 142.5 kg @ 8.5 in a finished session whose log is shared with a video, so the feed shows it. */
async function oneSharedSet(owner: TestUser) {
  const [bench] = await makeExercises(t, owner, ["Bench press"]);
  const session = await startSession(t, owner);
  const log = await addLog(t, owner, session.id, bench!.id);
  const added = await addSet(t, owner, log.id, { reps: 3, weight: 142.5, weight_unit: "kg", rpe: 8.5 });
  await shareLog(t, owner, log.id);
  await insertVideo(t, log);
  await completeSession(t, owner, session.id);
  return { exerciseId: bench!.id, sessionId: session.id, setId: added.id as number, added };
}

/** The export ZIP's set, as the JSON and as the CSV line (built the way the export job builds it). */
async function exportedSet(owner: TestUser, setId: number) {
  const entries = await exportEntries(t, owner.id);
  const json = JSON.parse(entries.get("topset-data.json")!.toString());
  const [header, ...lines] = entries.get("sets.csv")!.toString().trim().split(/\r?\n/);
  const columns = header!.split(",");
  const line = lines.find((l) => l.startsWith(`${setId},`))!.split(",");
  const cell = (name: string) => line[columns.indexOf(name)];
  return {
    json: figuresOf(json.sets.find((s: { id: number }) => s.id === setId)),
    csv: { e1rm: cell("e1RM"), ri: cell("RI %"), volume: cell("Volume") },
    user: json.user,
  };
}

/** Every place the API shows the set, read as `viewer` (the feed) and as its owner (the rest). */
async function everyReading(
  owner: TestUser,
  viewer: TestUser,
  set: Awaited<ReturnType<typeof oneSharedSet>>,
) {
  const details = await get(`/sessions/${set.sessionId}`, owner);
  const feed = await get(`/sessions/community-sessions?scope=everyone&perPage=100`, viewer);
  const card = feed.data.find((s: { id: number }) => s.id === set.sessionId);
  const history = await get(`/exercises/${set.exerciseId}/history`, owner);
  const prs = await get(`/variables/recent-prs/${owner.id}`, owner);
  const prsSeenByViewer = await get(`/variables/recent-prs/${owner.id}`, viewer);
  const exported = await exportedSet(owner, set.setId);
  const historyRow = history.data.find((r: { id: number }) => r.id === set.setId);
  return {
    readings: {
      sessionDetails: figuresOf(details.data[0].logs[0].sets[0]),
      communityFeed: figuresOf(card.logs[0].sets[0]),
      exerciseHistory: figuresOf(historyRow),
      recentPrs: figuresOf(prs.data[0]),
      recentPrsSeenByViewer: figuresOf(prsSeenByViewer.data[0]),
      export: exported.json,
    },
    historyE1RM: historyRow.e1RM as number,
    csv: exported.csv,
    exportedMethod: exported.user.e1rm_method as E1rmMethod,
  };
}

describe("one set, one set of figures", () => {
  it("reads the same e1RM, RI and volume from every endpoint, in the owner's method, after a switch too", async () => {
    const [owner, viewer] = await Promise.all([createUser(t), createUser(t)]);
    const set = await oneSharedSet(owner);
    // A new account estimates with the 3 % formula: ceil(142.5 + 142.5 × 0.03 × (3 + 1.5 − 1)) = 158.
    const formula = { e1rm: 158, ri: 90, volume: 427.5 };
    expect(figuresOf(set.added)).toEqual(formula);

    const before = await everyReading(owner, viewer, set);
    for (const [where, figures] of Object.entries(before.readings)) {
      expect({ where, figures }).toEqual({ where, figures: formula });
    }
    expect(before.historyE1RM).toBe(158);
    expect(before.csv).toEqual({ e1rm: "158", ri: "90", volume: "427.5" });
    expect(before.exportedMethod).toBe("formula");

    // The RPE chart: 3 reps @ 8.5 is 87.8 %, 142.5 / 0.878 = 162.30… → 162.3; RI ⌊14250 / 162.3⌋ = 87.
    const changed = await setMethod(owner, "rpe-table");
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data[0].e1rm_method).toBe("rpe-table");
    const chart = { e1rm: 162.3, ri: 87, volume: 427.5 };

    const after = await everyReading(owner, viewer, set);
    for (const [where, figures] of Object.entries(after.readings)) {
      expect({ where, figures }).toEqual({ where, figures: chart });
    }
    expect(after.historyE1RM).toBe(162.3);
    expect(after.csv).toEqual({ e1rm: "162.3", ri: "87", volume: "427.5" });
    expect(after.exportedMethod).toBe("rpe-table");
    // The viewer still uses the formula: the feed and their view of the PRs show the owner's numbers.
    expect((await get("/users/check-authentication", viewer)).data[0].e1rm_method).toBe("formula");
  });

  it("answers a set write with its figures and ranks recent PRs by the account's method", async () => {
    const owner = await createUser(t);
    const [squat] = await makeExercises(t, owner, ["Squat"]);
    const session = await startSession(t, owner);
    const log = await addLog(t, owner, session.id, squat!.id);
    // 110 × 1 @ 10: 110 by either method. 97 × 3 @ 8: 109 by the formula, 97 / 0.863 = 112.4 by the chart.
    const single = await addSet(t, owner, log.id, { reps: 1, weight: 110, rpe: 10 });
    const triple = await addSet(t, owner, log.id, { reps: 3, weight: 97, rpe: 8 });
    expect(figuresOf(triple)).toEqual({ e1rm: 109, ri: 88, volume: 291 });
    const prOf = async () => (await get(`/variables/recent-prs/${owner.id}`, owner)).data[0];
    expect(await prOf()).toMatchObject({ id: single.id, e1rm: 110, ri: 100, volume: 110 });

    expect((await setMethod(owner, "rpe-table")).statusCode).toBe(200);
    expect(await prOf()).toMatchObject({ id: triple.id, e1rm: 112.4, ri: 86, volume: 291 });
    const changed = first(
      await request(t, {
        method: "PATCH",
        url: `/api/v1/sets/${triple.id}`,
        payload: { notes: "smooth" },
        as: owner,
      }),
      200,
    );
    expect(figuresOf(changed)).toEqual({ e1rm: 112.4, ri: 86, volume: 291 });
  });

  it("keeps the method on the account: login, check-authentication and GET /users/{id} return it", async () => {
    const user = await createUser(t);
    const me = async () => (await get("/users/check-authentication", user)).data[0].e1rm_method;
    expect(await me()).toBe("formula");
    expect((await setMethod(user, "rpe-table")).statusCode).toBe(200);
    expect(await me()).toBe("rpe-table");
    expect((await get(`/users/${user.id}`, user)).data[0].e1rm_method).toBe("rpe-table");
    const loggedIn = await login(t, user);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    expect(loggedIn.json().data[0].e1rm_method).toBe("rpe-table");
    // Another field alone leaves the method as it is.
    expect((await setMethod(user, undefined)).statusCode).toBe(200);
    expect(await me()).toBe("rpe-table");
  });

  it("refuses an unknown method with a field message (400) and another member's account (403)", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const bad = await setMethod(user, "brzycki");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: "e1rm_method" })]);
    expect((await setMethod(user, "rpe-table", other)).statusCode).toBe(403);
    expect((await get("/users/check-authentication", user)).data[0].e1rm_method).toBe("formula");
  });
});

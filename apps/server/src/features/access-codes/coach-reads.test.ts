import { beforeAll, describe, expect, it } from "vitest";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { giveCoach, revoke } from "../../test/fixtures/coaching.js";
import { completeWithPrivateFields } from "../../test/fixtures/social.js";
import { addLog, addSet, makeExercises, startSession } from "../../test/fixtures/training.js";
import { storeVideo } from "../../test/fixtures/videos.js";

/** What a coach reads of the athlete (private logs and fields included), and what they cannot change. */
const t = useTestApp();
const get = (url: string, as: TestUser) => request(t, { method: "GET", url: `/api/v1${url}`, as });

let athlete: TestUser;
let coach: TestUser;
let stranger: TestUser;
let grant: number;
let session: { id: number };
let log: { id: number };
let exerciseId: number;
let videoId: number;

beforeAll(async () => {
  [athlete, coach, stranger] = [await createUser(t), await createUser(t), await createUser(t)];
  const [squat] = await makeExercises(t, athlete, ["Squat"]);
  exerciseId = squat!.id;
  session = await startSession(t, athlete, { name: "Private heavy day" });
  log = await addLog(t, athlete, session.id, exerciseId);
  await addSet(t, athlete, log.id, { reps: 2, weight: 180, rpe: 9 });
  await completeWithPrivateFields(t, athlete, session.id);
  videoId = (await storeVideo(t, athlete)).video.id;
  await request(t, { method: "POST", url: "/api/v1/variables", payload: { body_weight: 82.5 }, as: athlete });
  grant = await giveCoach(t, athlete, coach);
});

describe("a coach reads the athlete's training, private included", () => {
  it("lists their sessions and opens one whole, private log and fields included", async () => {
    const list = await get(`/sessions?user_id=${athlete.id}`, coach);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((s: { id: number }) => s.id)).toContain(session.id);
    const details = await get(`/sessions/${session.id}`, coach);
    expect(details.statusCode, details.body).toBe(200);
    const body = details.json().data[0];
    expect(body.user_id).toBe(athlete.id);
    expect(body.logs).toHaveLength(1);
    expect(body.logs[0].private).toBe(true);
    expect(body.session_rpe).not.toBeNull();
    expect(body.logs[0].sets[0]).toMatchObject({ reps: 2, weight: 180 });
  });

  it("reads exercise history, PRs of private logs, trackers, reports and a private video", async () => {
    const history = await get(`/exercises/${exerciseId}/history`, coach);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data.length).toBeGreaterThan(0);
    const prs = await get(`/variables/recent-prs/${athlete.id}`, coach);
    expect(prs.json().data.map((p: { name: string }) => p.name)).toContain("Squat");
    const weight = await get(`/variables/bodyweight/${athlete.id}`, coach);
    expect(weight.json().data[0].body_weight).toBe(82.5);
    for (const url of [
      `/variables/weekly-weight-in/${athlete.id}`,
      `/variables/average-sleep/${athlete.id}`,
    ]) {
      expect((await get(url, coach)).statusCode, url).toBe(200);
    }
    const report = await get(`/reports/training?weeks=4&user_id=${athlete.id}`, coach);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data).toHaveLength(4);
    expect((await get(`/reports/nutrition?user_id=${athlete.id}`, coach)).statusCode).toBe(200);
    const video = await get(`/videos/${videoId}/stream`, coach);
    expect(video.statusCode).toBe(200);
    expect(video.headers["content-type"]).toBe("video/mp4");
  });

  it("changes nothing of theirs", async () => {
    const rename = await request(t, {
      method: "PATCH",
      url: `/api/v1/sessions/${session.id}`,
      payload: { user_id: athlete.id, name: "Mine now" },
      as: coach,
    });
    expect(rename.statusCode).toBe(404);
    const set = await request(t, {
      method: "POST",
      url: "/api/v1/sets",
      payload: { user_id: athlete.id, log_id: log.id, reps: 1, weight: 200 },
      as: coach,
    });
    expect(set.statusCode).toBe(404);
    const share = await request(t, {
      method: "PATCH",
      url: `/api/v1/logs/${log.id}/update-private-state`,
      payload: { private: false },
      as: coach,
    });
    expect(share.statusCode).toBe(404);
    const remove = await request(t, { method: "DELETE", url: `/api/v1/sessions/${session.id}`, as: coach });
    expect(remove.statusCode).toBe(404);
    const after = (await get(`/sessions/${session.id}`, athlete)).json().data[0];
    expect(after.name).toBe("Private heavy day");
    expect(after.logs[0].private).toBe(true);
    expect(after.logs[0].sets).toHaveLength(1);
  });

  it("gives another member nothing", async () => {
    expect((await get(`/sessions?user_id=${athlete.id}`, stranger)).statusCode).toBe(403);
    expect((await get(`/sessions/${session.id}`, stranger)).statusCode).toBe(404);
    expect((await get(`/exercises/${exerciseId}/history`, stranger)).statusCode).toBe(404);
    expect((await get(`/variables/bodyweight/${athlete.id}`, stranger)).statusCode).toBe(403);
    expect((await get(`/reports/training?user_id=${athlete.id}`, stranger)).statusCode).toBe(403);
    expect((await get(`/videos/${videoId}/stream`, stranger)).statusCode).toBe(404);
    expect((await get(`/variables/recent-prs/${athlete.id}`, stranger)).json().data).toEqual([]);
  });

  it("stops at the very next request once the athlete revokes", async () => {
    await revoke(t, athlete, grant);
    expect((await get(`/sessions/${session.id}`, coach)).statusCode).toBe(404);
    expect((await get(`/sessions?user_id=${athlete.id}`, coach)).statusCode).toBe(403);
    expect((await get(`/exercises/${exerciseId}/history`, coach)).statusCode).toBe(404);
    expect((await get(`/variables/bodyweight/${athlete.id}`, coach)).statusCode).toBe(403);
    expect((await get(`/variables/average-sleep/${athlete.id}`, coach)).statusCode).toBe(403);
    expect((await get(`/reports/nutrition?user_id=${athlete.id}`, coach)).statusCode).toBe(403);
    expect((await get(`/videos/${videoId}/thumbnail`, coach)).statusCode).toBe(404);
    expect((await get(`/variables/recent-prs/${athlete.id}`, coach)).json().data).toEqual([]);
  });
});

// Seeds a benchmarked server through its real HTTP API, as members would: signs lifters up (verified by
// the link in the outbox), imports years of Strong history for each (POST /imports, the realistic fast
// path), has them follow one another, share a few videos in the community feed and fill their
// bodyweight and recovery trackers.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { call, eachLimited, getJson, type Member } from "./client.js";
import { createLifter, importHistory } from "./members.js";

export type Seeded = {
  lifter: Member;
  sessionId: number;
  exerciseId: number;
  totals: { lifters: number; sessions: number; sets: number; trackerEntries: number; videos: number };
};

/** A two-second clip for the community feed (ffmpeg); undefined when ffmpeg is missing. */
function makeClip(): Buffer | undefined {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "topset-http-bench-clip-")), "lift.mp4");
  try {
    execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=160x120:rate=10",
      "-t", "2", "-pix_fmt", "yuv420p", file], { stdio: "pipe" }); // prettier-ignore
    return fs.readFileSync(file);
  } catch {
    return undefined;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/**
 * Sessions with a shared video, as the feed shows them: started, a lift logged, its video uploaded and
 * shared, then completed (videos go on open sessions only). Returns their ids.
 */
async function shareVideos(baseURL: string, lifter: Member, clip: Buffer, count: number): Promise<number[]> {
  const exercises = await call<{ id: number }>(baseURL, lifter, "GET", "/api/v1/exercises");
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = new Date(Date.now() - (i * 3 + 1) * 86_400_000 - 3_600_000).toISOString();
    const body = { name: `Video day ${i + 1}`, start_date: start };
    const session = (await call<{ id: number }>(baseURL, lifter, "POST", "/api/v1/sessions", body)).data[0]!;
    const exerciseId = exercises.data[i % exercises.data.length]!.id;
    const logBody = { session_id: session.id, exercise_id: exerciseId };
    const log = (await call<{ id: number }>(baseURL, lifter, "POST", "/api/v1/logs", logBody)).data[0]!;
    const form = new FormData();
    form.append("session_id", String(session.id));
    form.append("video", new Blob([new Uint8Array(clip)], { type: "video/mp4" }), "lift.mp4");
    await call(baseURL, lifter, "POST", `/api/v1/logs/${log.id}/upload-a-video`, form);
    await call(baseURL, lifter, "PATCH", `/api/v1/logs/${log.id}/update-private-state`, { private: false });
    const end = new Date(Date.parse(start) + 3_600_000).toISOString();
    await call(baseURL, lifter, "PATCH", `/api/v1/sessions/${session.id}`, { end_date: end, session_rpe: 8 });
    ids.push(session.id);
  }
  return ids;
}

async function fillTrackers(baseURL: string, lifter: Member, entries: number) {
  const bodies = Array.from({ length: entries }, (_, i) => [
    { body_weight: 80 + (i % 40) / 10, body_weight_unit: "kg" },
    { stress_level: 1 + (i % 5), hours_of_sleep: 6 + (i % 3) },
  ]).flat();
  await eachLimited(
    bodies,
    6,
    async (body) => void (await call(baseURL, lifter, "POST", "/api/v1/variables", body)),
  );
}

/**
 * The lifter's exercise with the longest history. Picking the first name that matched /squat/ once
 * measured "Box squat", which the imports never log: an empty history, cheap at any age.
 */
async function mostLogged(baseURL: string, lifter: Member): Promise<number> {
  const exercises = await call<{ id: number }>(baseURL, lifter, "GET", "/api/v1/exercises");
  let best = { id: exercises.data[0]!.id, total: -1 };
  for (const { id } of exercises.data) {
    const url = `/api/v1/exercises/${id}/history?perPage=1`;
    const { total } = (await getJson<{ pagination: { total: number } }>(baseURL, lifter, url)).body
      .pagination;
    if (total > best.total) best = { id, total };
  }
  return best.id;
}

export async function seed(
  baseURL: string,
  dataDir: string,
  opts: { lifters: number; years: number; log: (line: string) => void },
): Promise<Seeded> {
  const lifters: Member[] = [];
  for (let n = 0; n < opts.lifters; n++) lifters.push(await createLifter(baseURL, dataDir, n));
  const totals = { lifters: lifters.length, sessions: 0, sets: 0, trackerEntries: 0, videos: 0 };
  // One import at a time: the server runs one import job at once anyway.
  for (const [n, lifter] of lifters.entries()) {
    const h = await importHistory(baseURL, lifter, opts.years, n);
    totals.sessions += h.workouts;
    totals.sets += h.sets;
  }
  opts.log(`imported ${totals.sessions} sessions, ${totals.sets} sets`);
  for (const a of lifters)
    for (const b of lifters) if (a !== b) await call(baseURL, a, "POST", `/api/v1/users/${b.id}/follow`);
  const clip = makeClip();
  if (!clip) opts.log("ffmpeg is missing: the community feed stays empty");
  const perLifter = Math.min(25, 2 * opts.years + 1);
  const videoSessions = new Set<number>();
  for (const lifter of lifters) {
    if (clip) for (const id of await shareVideos(baseURL, lifter, clip, perLifter)) videoSessions.add(id);
    // About two entries of each tracker a week, through the API (they are dated when they are entered).
    await fillTrackers(baseURL, lifter, Math.round(100 * opts.years));
    totals.trackerEntries += 2 * Math.round(100 * opts.years);
  }
  totals.videos = videoSessions.size;
  const main = lifters[0]!;
  // Session details of the newest imported workout (four lifts, twenty sets), not of a video session.
  const recent = await call<{ id: number }>(baseURL, main, "GET", "/api/v1/sessions?perPage=50");
  const workout = recent.data.find((s) => !videoSessions.has(s.id))!;
  return { lifter: main, sessionId: workout.id, exerciseId: await mostLogged(baseURL, main), totals };
}

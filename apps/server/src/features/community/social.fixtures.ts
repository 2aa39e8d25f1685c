// Test-only helpers for the social features: real calls where they exist, direct rows for videos
// (uploads belong to the videos feature) and for bulk sessions.
import { eq } from "drizzle-orm";
import { logs, sessions, users, videos } from "../../db/schema/index.js";
import { request, type TestApp, type TestUser } from "../../test/harness.js";
import {
  addLog,
  addSet,
  completeSession,
  first,
  makeExercises,
  startSession,
} from "../sessions/training.fixtures.js";

type VideoOpts = { thumbnail?: "pending" | "ready" | "failed" };

export async function insertVideo(
  t: TestApp,
  log: { id: number; user_id: number; session_id: number },
  opts: VideoOpts = {},
) {
  const [row] = await t.database.db
    .insert(videos)
    .values({
      userId: log.user_id,
      sessionId: log.session_id,
      logId: log.id,
      storageKey: `test/${log.id}.mp4`,
      contentType: "video/mp4",
      sizeBytes: 1000,
      thumbnailKey: opts.thumbnail === "ready" ? `test/${log.id}.jpg` : null,
      thumbnailStatus: opts.thumbnail ?? "pending",
    })
    .returning();
  return row!;
}

export async function shareLog(t: TestApp, user: TestUser, logId: number, shared = true) {
  return first(
    await request(t, {
      method: "PATCH",
      url: `/api/v1/logs/${logId}/update-private-state`,
      payload: { private: !shared },
      as: user,
    }),
    200,
  );
}

/**
 * A session through the real API: one log per entry (shared or not, with a video or not, with
 * `sets` sets), completed unless told otherwise.
 */
export async function socialSession(
  t: TestApp,
  user: TestUser,
  plan: { shared?: boolean; video?: boolean; sets?: number; thumbnail?: VideoOpts["thumbnail"] }[],
  opts: { complete?: boolean; blockId?: number } = {},
) {
  const exercises = await makeExercises(
    t,
    user,
    plan.map((_, i) => `Lift ${i + 1}`),
  );
  const session = await startSession(t, user, opts.blockId ? { block_id: opts.blockId } : {});
  const made = [];
  for (const [i, p] of plan.entries()) {
    const log = await addLog(t, user, session.id, exercises[i]!.id);
    for (let n = 0; n < (p.sets ?? 1); n++) await addSet(t, user, log.id, { reps: n + 1 });
    if (p.shared) await shareLog(t, user, log.id);
    const video = p.video ? await insertVideo(t, log, { thumbnail: p.thumbnail }) : undefined;
    made.push({ log, video });
  }
  if (opts.complete !== false) await completeSession(t, user, session.id);
  return { session, logs: made, exercises };
}

/** `count` completed sessions, each with one shared log and a video, inserted directly (fast). */
export async function bulkFeedSessions(t: TestApp, user: TestUser, exerciseId: number, count: number) {
  const db = t.database.db;
  const base = Date.now() - count * 3_600_000;
  const rows = await db
    .insert(sessions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: user.id,
        name: `Bulk ${i}`,
        startDate: new Date(base + i * 3_600_000),
        endDate: new Date(base + i * 3_600_000 + 1_800_000),
      })),
    )
    .returning();
  const logRows = await db
    .insert(logs)
    .values(
      rows.map((s) => ({ userId: user.id, sessionId: s.id, exerciseId, name: "Squat", private: false })),
    )
    .returning();
  await db.insert(videos).values(
    logRows.map((l) => ({
      userId: user.id,
      sessionId: l.sessionId,
      logId: l.id,
      storageKey: `test/${l.id}.mp4`,
      contentType: "video/mp4",
      sizeBytes: 1000,
    })),
  );
  return rows;
}

/** What an owner fills in when completing a session and keeps to themselves. */
export const PRIVATE_SESSION_FIELDS = {
  session_rpe: 8.5,
  notes: "Knee felt off, skipped the back-off sets",
  body_weight: 82.5,
  body_weight_unit: "kg",
  hours_of_sleep: 6.5,
  calories_prior_session: 900,
  caffeine_intake: 200,
} as const;

/** The same fields as other members read them: the keys stay, the values are null. */
export const NULLED_SESSION_FIELDS = Object.fromEntries(
  Object.keys(PRIVATE_SESSION_FIELDS).map((key) => [key, null]),
);

/** Completes the session through the real call with every private field filled in. */
export async function completeWithPrivateFields(t: TestApp, user: TestUser, sessionId: number) {
  const payload = { end_date: new Date(Date.now() + 60_000).toISOString(), ...PRIVATE_SESSION_FIELDS };
  return first(
    await request(t, { method: "PATCH", url: `/api/v1/sessions/${sessionId}`, payload, as: user }),
    200,
  );
}

/** Disables the account as an admin does (users.deleted = true). */
export async function disableUser(t: TestApp, user: { id: number }) {
  await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, user.id));
}

import { COACH_EVENTS, type CoachComment } from "@topset/shared";
import { eq } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { coachActivity, coachComments } from "../../db/schema/index.js";
import { giveCoach, revoke } from "../../test/fixtures/coaching.js";
import {
  addLog,
  addSet,
  errorPaths,
  first,
  makeExercises,
  startSession,
} from "../../test/fixtures/training.js";
import { storeVideo } from "../../test/fixtures/videos.js";
import { createUser, ORIGIN, request, useTestApp, type TestUser } from "../../test/harness.js";
import { coachCommentLimit } from "./coach-comments.routes.js";
import { NO_COACH } from "./coach-comments.service.js";
import { COACH_SCOPE_NEEDED } from "./coach-guard.js";

const t = useTestApp();

const api = (method: "GET" | "POST" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
const thread = (sessionId: number) => `/sessions/${sessionId}/coach-comments`;
const comment = async (as: TestUser, sessionId: number, payload: object): Promise<CoachComment> =>
  first(await api("POST", thread(sessionId), as, payload));
async function list(as: TestUser, sessionId: number): Promise<CoachComment[]> {
  const res = await api("GET", thread(sessionId), as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const unread = async (as: TestUser) => first(await api("GET", "/coach-comments/unread", as), 200).unread;
const latest = async (as: TestUser) => first(await api("GET", "/coach-comments/unread", as), 200).latest;

/** An athlete with a Squat session holding a set and a video on its log, and their coach (scope coach). */
async function pair() {
  const [athlete, coach] = await Promise.all([createUser(t), createUser(t)]);
  const { session, log, video } = await storeVideo(t, athlete);
  const set = await addSet(t, athlete, log.id);
  const grant = await giveCoach(t, athlete, coach, "coach");
  return { athlete, coach, session, log, set, video, grant };
}

describe("a thread between coach and athlete", () => {
  it("coach comments on a set with a video, the athlete replies, receipts and badges follow who read", async () => {
    const { athlete, coach, session, log, set, video } = await pair();
    expect(video.logId).toBe(log.id);
    expect(await unread(athlete)).toBe(0);

    const note = await comment(coach, session.id, { body: "  Hips rise first here  ", set_id: set.id });
    expect(note).toMatchObject({
      session_id: session.id,
      log_id: log.id,
      set_id: set.id,
      parent_id: null,
      author: { id: coach.id, username: coach.username },
      from_athlete: false,
      body: "Hips rise first here",
      read_at: null,
    });
    // The author reading their own thread is no receipt.
    expect((await list(coach, session.id))[0]!.read_at).toBeNull();
    expect(await unread(coach)).toBe(0);
    expect(await unread(athlete)).toBe(1);
    // Where the athlete's "new note" banner leads; nothing for the coach, who wrote it.
    expect(await latest(athlete)).toEqual({
      session_id: session.id,
      session_name: session.name,
      author: coach.username,
    });
    expect(await latest(coach)).toBeNull();

    // The athlete opens the thread: the coach's comment is read, and the badge empties.
    const seen = await list(athlete, session.id);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.read_at).not.toBeNull();
    expect(await unread(athlete)).toBe(0);

    const reply = await comment(athlete, session.id, { body: "Will brace harder", parent_id: note.id });
    expect(reply).toMatchObject({ parent_id: note.id, log_id: log.id, set_id: set.id, from_athlete: true });
    expect(await unread(coach)).toBe(1);
    expect((await latest(coach)).session_id).toBe(session.id);
    expect(await latest(athlete)).toBeNull();
    expect(await unread(athlete)).toBe(0);

    // Oldest first, threaded by parent_id; the coach's read marks the reply read.
    const both = await list(coach, session.id);
    expect(both.map((c) => [c.id, c.parent_id])).toEqual([
      [note.id, null],
      [reply.id, note.id],
    ]);
    expect(both[1]!.read_at).not.toBeNull();
    expect(await unread(coach)).toBe(0);

    // The athlete's activity view gets the coach's comment, not the athlete's own.
    const activity = await t.database.db
      .select()
      .from(coachActivity)
      .where(eq(coachActivity.athleteId, athlete.id));
    expect(activity.map((a) => [a.coachId, a.action, a.summary])).toEqual([
      [coach.id, "comment.added", `commented on "${session.name}"`],
    ]);
  });

  it("POST …/read marks the session read and answers the new total", async () => {
    const { athlete, coach, session } = await pair();
    const other = await startSession(t, athlete, { name: "Light day" });
    await comment(coach, session.id, { body: "One" });
    await comment(coach, other.id, { body: "Two" });
    expect(await unread(athlete)).toBe(2);
    const res = await api("POST", `${thread(session.id)}/read`, athlete);
    expect(first(res, 200)).toEqual({ unread: 1 });
    const rows = await t.database.db
      .select()
      .from(coachComments)
      .where(eq(coachComments.athleteId, athlete.id));
    expect(rows.map((r) => [r.sessionId, r.readAt !== null]).sort()).toEqual(
      [
        [session.id, true],
        [other.id, false],
      ].sort(),
    );
  });

  it("mails the other side once per unread batch, with the session's link", async () => {
    const { athlete, coach, session } = await pair();
    const second = await createUser(t);
    await giveCoach(t, athlete, second, "coach");
    const readOnly = await createUser(t);
    await giveCoach(t, athlete, readOnly, "read");

    await comment(athlete, session.id, { body: "Knee hurt on set 3" });
    await comment(athlete, session.id, { body: "Also the left one" });
    const link = `${ORIGIN}/dashboard/sessions/${session.id}`;
    const mails = await t.mails();
    for (const c of [coach, second]) {
      const mine = mails.filter((m) => m.to.includes(c.email));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.subject).toBe(`${athlete.username} commented on "${session.name}"`);
      expect(mine[0]!.text).toContain("Knee hurt on set 3");
      expect(mine[0]!.links).toContain(link);
    }
    expect(mails.filter((m) => m.to.includes(readOnly.email))).toEqual([]);

    await comment(coach, session.id, { body: "Deload next week" });
    const toAthlete = (await t.mails()).filter((m) => m.to.includes(athlete.email));
    expect(toAthlete.map((m) => m.subject)).toEqual([`${coach.username} commented on "${session.name}"`]);

    // Once the coach has read, the athlete's next comment mails again.
    await list(coach, session.id);
    await comment(athlete, session.id, { body: "Ok" });
    expect((await t.mails()).filter((m) => m.to.includes(coach.email))).toHaveLength(2);
  });

  it("deletes one's own comment with its replies; 403 for the other side's, 404 for others", async () => {
    const { athlete, coach, session } = await pair();
    const stranger = await createUser(t);
    const note = await comment(coach, session.id, { body: "Top set was fast" });
    const reply = await comment(athlete, session.id, { body: "Felt easy", parent_id: note.id });
    expect((await api("DELETE", `/coach-comments/${note.id}`, athlete)).statusCode).toBe(403);
    expect((await api("DELETE", `/coach-comments/${reply.id}`, stranger)).statusCode).toBe(404);
    expect((await api("DELETE", `/coach-comments/${note.id}`, stranger)).statusCode).toBe(404);
    expect((await api("DELETE", "/coach-comments/999999999", coach)).statusCode).toBe(404);
    expect(first(await api("DELETE", `/coach-comments/${note.id}`, coach), 200)).toEqual({ id: note.id });
    expect(await list(athlete, session.id)).toEqual([]);
  });
});

describe("what a comment may point at", () => {
  it("answers 400 with field messages", async () => {
    const { athlete, coach, session, log } = await pair();
    const elsewhere = await storeVideo(t, athlete);
    const foreignSet = await addSet(t, athlete, elsewhere.log.id);
    const [bench] = await makeExercises(t, athlete, ["Bench press"]);
    const benchLog = await addLog(t, athlete, session.id, bench!.id);
    const benchSet = await addSet(t, athlete, benchLog.id);
    const foreignNote = await comment(coach, elsewhere.session.id, { body: "Other day" });

    const cases: [object, string[], string][] = [
      [{ body: "   " }, ["body"], "Write a comment"],
      [{ body: "x".repeat(2001) }, ["body"], "At most 2000 characters"],
      [{ body: "Hi", set_id: foreignSet.id }, ["set_id"], "This set is not part of this session."],
      [{ body: "Hi", log_id: elsewhere.log.id }, ["log_id"], "This exercise is not part of this session."],
      [
        { body: "Hi", log_id: log.id, set_id: benchSet.id },
        ["set_id"],
        "This set is not part of that exercise.",
      ],
      [{ body: "Hi", parent_id: foreignNote.id }, ["parent_id"], "This comment is not part of this session."],
    ];
    for (const [payload, paths, msg] of cases) {
      const res = await api("POST", thread(session.id), coach, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorPaths(res)).toEqual(paths);
      expect(res.json().errors.map((e: { msg: string }) => e.msg)).toContain(msg);
    }
    expect(await list(athlete, session.id)).toEqual([]);
  });
});

describe("who may read and write", () => {
  it("401 without a login; 404 for a stranger, an admin and another athlete's coach", async () => {
    const { athlete, session } = await pair();
    const [stranger, admin, otherCoach, otherAthlete] = await Promise.all([
      createUser(t),
      createUser(t, { role: "admin" }),
      createUser(t),
      createUser(t),
    ]);
    await giveCoach(t, otherAthlete, otherCoach, "coach");
    await comment(athlete, session.id, { body: "Mine" });
    expect((await api("GET", thread(session.id))).statusCode).toBe(401);
    expect((await api("GET", "/coach-comments/unread")).statusCode).toBe(401);
    for (const who of [stranger, admin, otherCoach]) {
      expect((await api("GET", thread(session.id), who)).statusCode).toBe(404);
      expect((await api("POST", thread(session.id), who, { body: "Hi" })).statusCode).toBe(404);
      expect((await api("POST", `${thread(session.id)}/read`, who)).statusCode).toBe(404);
      expect(await unread(who)).toBe(0);
    }
    expect((await api("GET", thread(999999999), athlete)).statusCode).toBe(404);
  });

  it("403 with the guard's reason for a coach with a read grant", async () => {
    const [athlete, reader] = await Promise.all([createUser(t), createUser(t)]);
    const session = await startSession(t, athlete);
    await giveCoach(t, athlete, reader, "read");
    for (const res of [
      await api("GET", thread(session.id), reader),
      await api("POST", thread(session.id), reader, { body: "Hi" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(COACH_SCOPE_NEEDED);
    }
    // The athlete has no coach who may comment: writing is refused, reading shows the (empty) thread.
    const res = await api("POST", thread(session.id), athlete, { body: "Anyone?" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NO_COACH);
    expect(await list(athlete, session.id)).toEqual([]);
  });

  it("a revoked coach gets 404 at once; the athlete keeps reading the old thread", async () => {
    const { athlete, coach, session, grant } = await pair();
    const note = await comment(coach, session.id, { body: "Good depth" });
    await comment(athlete, session.id, { body: "Thanks" });
    expect(await unread(coach)).toBe(1);
    await revoke(t, athlete, grant);
    expect((await api("GET", thread(session.id), coach)).statusCode).toBe(404);
    expect((await api("POST", thread(session.id), coach, { body: "Still here?" })).statusCode).toBe(404);
    expect((await api("DELETE", `/coach-comments/${note.id}`, coach)).statusCode).toBe(404);
    expect(await unread(coach)).toBe(0);
    expect((await list(athlete, session.id)).map((c) => c.body)).toEqual(["Good depth", "Thanks"]);
    expect((await api("POST", thread(session.id), athlete, { body: "Hello?" })).statusCode).toBe(403);
  });

  it(`limits writes to ${coachCommentLimit.max} a minute per member`, async () => {
    const { coach, session } = await pair();
    for (let i = 0; i < coachCommentLimit.max; i++) await comment(coach, session.id, { body: `n${i}` });
    expect((await api("POST", thread(session.id), coach, { body: "one more" })).statusCode).toBe(429);
  });
});

describe("live push", () => {
  let url: string;
  const open: Socket[] = [];
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });

  async function listener(cookie: string) {
    const socket = connect(url, {
      transports: ["websocket"],
      extraHeaders: { origin: ORIGIN, cookie },
      reconnection: false,
    });
    open.push(socket);
    const heard: unknown[] = [];
    socket.on(COACH_EVENTS.comment, (payload) => heard.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    });
    return heard;
  }

  it("a comment reaches the other side's sockets, and nobody else's", async () => {
    const { athlete, coach, session } = await pair();
    const outsider = await createUser(t);
    const [toAthlete, toOutsider] = await Promise.all([listener(athlete.cookie), listener(outsider.cookie)]);
    const note = await comment(coach, session.id, { body: "Live" });
    const end = Date.now() + 3000;
    while (toAthlete.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    expect(toAthlete).toEqual([{ ...note, athlete_id: athlete.id }]);
    await new Promise((r) => setTimeout(r, 100));
    expect(toOutsider).toEqual([]);
  });
});

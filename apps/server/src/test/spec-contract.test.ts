// The API contract, replayed: every call the product's client makes, with exactly the fields it sends
// and the envelope it expects, so a new required field (or a stricter format) cannot slip in unnoticed.
// The only deliberate departures are security ones, listed apart at the end with the clear 4xx each gives.
import { beforeAll, describe, expect, it } from "vitest";
import { unique, useTestApp, whoAmI } from "./harness.js";
import {
  buildWorld,
  expectEnvelope,
  failureText,
  FOREIGN_ORIGIN,
  send,
  type Row,
  type World,
} from "./spec-contract.world.js";

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
});

const v1 = (path: string) => `/api/v1${path}`;
const keysOf = (o: object) => Object.keys(o);

// prettier-ignore
const calls: Row[] = [
  // ---- authentication and account --------------------------------------------------------------
  { call: "GET /api/v1/users/check-authentication", as: "member", url: () => v1("/users/check-authentication"), shape: "message" },
  {
    call: "POST /api/auth/login", as: "anonymous", url: () => "/api/auth/login", shape: "record",
    body: (w) => ({ email: w.friend.email, password: w.friend.password, remember_me: true }),
    check: (b, w) => {
      expect(b.data[0]).toMatchObject({ id: w.friend.id, username: w.friend.username, email: w.friend.email, role: "user" });
      expect(b.appVersion).toEqual(expect.any(String));
    },
  },
  {
    call: "POST /api/auth/signup", as: "anonymous", url: () => "/api/auth/signup", shape: "message",
    body: () => {
      const username = unique("sig");
      return { username, email: `${username}@example.test`, password: "a good long password" };
    },
  },
  {
    call: "GET /api/auth/logout", as: "member", cookie: (w) => w.logoutCookie, url: () => "/api/auth/logout", shape: "message",
    check: async (_b, w) => expect((await whoAmI(t, w.logoutCookie)).statusCode).toBe(401),
  },
  { call: "GET /api/auth/reverify?email", as: "anonymous", url: (w) => `/api/auth/reverify?email=${encodeURIComponent(w.unverified.email)}`, shape: "message" },
  { call: "GET /api/auth/verify-email/{uid}?token", as: "anonymous", url: (w) => `/api/auth/verify-email/${w.verify.uid}?token=${w.verify.token}`, shape: "message" },
  { call: "POST /api/auth/forget-password", as: "anonymous", url: () => "/api/auth/forget-password", body: (w) => ({ email: w.friend.email }), shape: "message" },
  {
    call: "POST /api/auth/reset-password", as: "anonymous", url: () => "/api/auth/reset-password", shape: "message",
    body: (w) => ({ uid: w.reset.uid, token: w.reset.token, newPassword: "a brand new password", newConfirmedPassword: "a brand new password" }),
  },
  {
    call: "POST /api/contact", as: "anonymous", url: () => "/api/contact", shape: "message",
    body: () => ({ email: "visitor@example.test", subject: "FEATURE", message: "Please add a deload planner." }),
    check: (b) => expect(b.message).toBe("We'll get in touch with you soon!"),
  },

  // ---- users -----------------------------------------------------------------------------------
  {
    call: "GET /api/v1/users?cache=false&perPage&currentPage&search", as: "admin", shape: "paged",
    url: (w) => v1(`/users?cache=false&perPage=10&currentPage=1&search=${w.victim.username}`),
    check: (b, w) => expect(b.data[0]).toMatchObject({ id: w.victim.id, username: w.victim.username }),
  },
  { call: "GET /api/v1/users/{id}", as: "member", url: (w) => v1(`/users/${w.member.id}`), shape: "record", check: (b, w) => expect(b.data[0].id).toBe(w.member.id) },
  {
    call: "PATCH /api/v1/users/{id}", note: "admin edit, changed fields only", as: "admin", shape: "record",
    url: (w) => v1(`/users/${w.victim.id}`), body: () => ({ first_name: "Katherine", verified: true }),
    check: (b, w) => expect(b.data[0]).toMatchObject({ id: w.victim.id, first_name: "Katherine" }),
  },
  { call: "DELETE /api/v1/users/{id}", as: "admin", url: (w) => v1(`/users/${w.victim.id}`), shape: "message" },
  {
    call: "POST multipart /api/v1/users/update-profile-picture/{id}", as: "member", shape: "record",
    url: (w) => v1(`/users/update-profile-picture/${w.member.id}`),
    multipart: (w) => [{ name: "user_id", value: String(w.member.id) }, { name: "picture", filename: "me.jpg", type: "image/jpeg", data: w.picture }],
    check: (b) => {
      expect(b.message).toBe("Your profile picture has been updated!");
      expect(b.data[0].profile_picture_url).toEqual(expect.any(String));
    },
  },
  {
    call: "PATCH /api/v1/users/{id}/update-personal-information", as: "member", shape: "record",
    url: (w) => v1(`/users/${w.member.id}/update-personal-information`),
    body: () => ({ first_name: "Ada", last_name: "King", bio: "Powerlifter, 3 years in.", birth_date: "1990-04-12", weight: 181.5 }),
    check: (b) => {
      expect(b.message).toBe("Updated personal information!");
      expect(b.data[0]).toMatchObject({ last_name: "King", birth_date: "1990-04-12", weight: 181.5, weight_unit: "lbs" });
    },
  },
  {
    call: "PATCH /api/v1/users/{id}/update-account-information", note: "without a new password", as: "member", shape: "record",
    url: (w) => v1(`/users/${w.member.id}/update-account-information`),
    body: (w) => ({ email: w.member.email, username: `ada_${w.member.id}` }),
    check: (b, w) => {
      expect(b.message).toBe("Updated account information!");
      expect(b.data[0].username).toBe(`ada_${w.member.id}`);
    },
  },
  {
    call: "GET /api/v1/users/{id}/download-user-data", as: "member", url: (w) => v1(`/users/${w.member.id}/download-user-data`), shape: "message",
    check: (b) => expect(b.message).toBe("Request has been sent successfully. We will email you after processing the data!"),
  },
  {
    call: "GET /api/v1/users/{userId}/followers", as: "member", url: (w) => v1(`/users/${w.member.id}/followers`), shape: "record",
    check: (b, w) => {
      const entry = { id: w.friend.id, username: w.friend.username, first_name: "Grace", last_name: "Hopper" };
      expect(b.data[0].user.followers).toEqual([entry]);
      expect(b.data[0].user.followings).toEqual([entry]);
    },
  },
  { call: "POST /api/v1/cache/user/{id}", as: "member", url: (w) => v1(`/cache/user/${w.member.id}`), shape: "message", check: (b) => expect(b.message).toBe("Cache has been cleared!") },

  // ---- admin -----------------------------------------------------------------------------------
  { call: "GET /api/admin/clear-all-cache", as: "admin", url: () => "/api/admin/clear-all-cache", shape: "message" },
  { call: "GET /api/admin/refresh-index", as: "admin", url: () => "/api/admin/refresh-index", shape: "message", check: (b) => expect(b.message).toBe("All indexes have been refreshed") },
  {
    call: "GET /api/admin/stats", as: "admin", url: () => "/api/admin/stats", shape: "record",
    check: (b) => expect(b.data[0]).toMatchObject({ users: expect.any(Number), videos: expect.any(Number) }),
  },
  {
    call: "GET /api/admin/view-logs?latest=-{n}", as: "admin", url: () => "/api/admin/view-logs?latest=-25", shape: "list",
    check: (b) => {
      expect(b.data.length).toBeGreaterThan(0);
      for (const line of b.data) expect(keysOf(JSON.parse(line))).toEqual(expect.arrayContaining(["level", "time", "msg"]));
    },
  },
  { call: "GET /api/admin/online-users", as: "admin", url: () => "/api/admin/online-users", shape: "list" },

  // ---- sessions --------------------------------------------------------------------------------
  { call: "GET /api/v1/sessions?user_id&perPage=20&currentPage", as: "member", url: (w) => v1(`/sessions?user_id=${w.member.id}&perPage=20&currentPage=1`), shape: "paged" },
  {
    call: "GET /api/v1/sessions/{id}", note: "own session", as: "member", url: (w) => v1(`/sessions/${w.open.id}`), shape: "record",
    check: (b, w) => {
      const s = b.data[0];
      expect(s).toMatchObject({ id: w.open.id, session_id: w.open.id, user_id: w.member.id, counts_of_comments: 0 });
      for (const k of ["username", "profile_picture_url", "name", "start_date", "end_date", "block_id", "block_name", "body_weight", "hours_of_sleep", "caffeine_intake", "calories_prior_session", "session_rpe", "notes", "created_at", "json"]) expect(keysOf(s)).toContain(k);
      const log = s.logs.find((l: { id: number }) => l.id === w.squatLog.id);
      expect(keysOf(log)).toEqual(expect.arrayContaining(["exercise_id", "name", "collapsed", "private", "sets_notes_visibility", "notes", "tags", "videos", "sets"]));
    },
  },
  {
    call: "GET /api/v1/sessions/{id}", note: "another member's, with a shared log: the shared view", as: "member", shape: "record",
    url: (w) => v1(`/sessions/${w.shared.id}`),
    check: (b, w) => {
      const s = b.data[0];
      expect(s).toMatchObject({ id: w.shared.id, user_id: w.friend.id, username: w.friend.username });
      expect(s).toMatchObject({ body_weight: null, hours_of_sleep: null, caffeine_intake: null, calories_prior_session: null, notes: null });
      expect(s.logs.map((l: { id: number }) => l.id)).toEqual([w.sharedLog.id]);
    },
  },
  { call: "GET /api/v1/sessions/{id}", note: "another member's, no shared log: 404", as: "member", url: (w) => v1(`/sessions/${w.hidden.id}`), shape: "fail", status: 404 },
  {
    call: "POST /api/v1/sessions", as: "member", url: () => v1("/sessions"), shape: "record", status: 201,
    body: (w) => ({ name: "Heavy singles", start_date: new Date().toISOString(), user_id: w.member.id, block_id: w.block.id, body_weight: 181.5, caffeine_intake: 200, calories_prior_session: 650, hours_of_sleep: 7.5, notes: "Belt on from 80%" }),
    check: (b) => {
      expect(b.data[0].id).toEqual(expect.any(Number));
      expect(b.data[0]).toMatchObject({ body_weight: 181.5, body_weight_unit: "lbs" });
    },
  },
  {
    call: "PATCH /api/v1/sessions/{id}", note: "rename", as: "member", url: (w) => v1(`/sessions/${w.open.id}`), shape: "record",
    body: (w) => ({ name: "Lower day (squat focus)", user_id: w.member.id }),
    check: (b) => expect(b.data[0].name).toBe("Lower day (squat focus)"),
  },
  {
    call: "PATCH /api/v1/sessions/{id}", note: "complete, end_date YYYY-MM-DDTHH:mm in the account's zone", as: "member", shape: "record",
    url: (w) => v1(`/sessions/${w.toComplete.id}`),
    body: (w) => ({ name: "Upper day", block_id: w.block.id, start_date: w.toComplete.start_date, end_date: "2025-01-15T19:15", body_weight: 180, hours_of_sleep: 8, caffeine_intake: 150, calories_prior_session: 500, session_rpe: 8.5, notes: "Shoulder felt fine", user_id: w.member.id }),
    check: (b) => {
      expect(new Date(b.data[0].end_date).toISOString()).toBe("2025-01-15T18:15:00.000Z");
      expect(b.data[0]).toMatchObject({ session_rpe: 8.5, notes: "Shoulder felt fine", body_weight: 180, body_weight_unit: "lbs" });
    },
  },
  {
    call: "PATCH /api/v1/sessions/{id}", note: "complete, end in the same minute as the start", as: "member", shape: "record",
    url: (w) => v1(`/sessions/${w.sameMinute.id}`),
    body: (w) => ({ name: "Quick day", start_date: w.sameMinute.start_date, end_date: "2025-01-16T18:30", session_rpe: 6, user_id: w.member.id }),
    check: (b) => expect(new Date(b.data[0].end_date).toISOString().slice(0, 16)).toBe("2025-01-16T17:30"),
  },
  {
    call: "DELETE /api/v1/sessions/{id}", as: "member", url: (w) => v1(`/sessions/${w.toDelete.id}`), shape: "record",
    body: (w) => ({ user_id: w.member.id }), check: (b, w) => expect(b.data[0].id).toBe(w.toDelete.id),
  },
  { call: "GET /api/v1/sessions/community-sessions?perPage&currentPage", as: "member", url: () => v1("/sessions/community-sessions?perPage=25&currentPage=1"), shape: "paged" },
  {
    call: "GET /api/v1/sessions/sessions-with-videos/{userId}", as: "member", url: (w) => v1(`/sessions/sessions-with-videos/${w.member.id}`), shape: "list",
    check: (b, w) => expect(b.data.map((s: { id: number }) => s.id)).toContain(w.stored.session.id),
  },

  // ---- logs, videos ----------------------------------------------------------------------------
  {
    call: "POST /api/v1/logs", as: "member", url: () => v1("/logs"), shape: "record", status: 201,
    body: (w) => ({ user_id: w.member.id, session_id: w.open.id, name: "Bench press", collapsed: false, private: true, exercise_id: w.bench.id, sets_notes_visibility: false }),
    check: (b, w) => expect(b.data[0]).toMatchObject({ exercise_id: w.bench.id, session_id: w.open.id, private: true }),
  },
  {
    call: "POST /api/v1/logs/multiple", note: "top-level user_id not the caller's", as: "member", url: () => v1("/logs/multiple"), shape: "list", status: 201,
    body: (w) => ({
      user_id: w.friend.id,
      session_id: w.open.id,
      logs: [w.press, w.curl].map((e) => ({ user_id: w.member.id, session_id: w.open.id, name: e.name, exercise_id: e.id, collapsed: false })),
    }),
    check: (b, w) => {
      expect(b.data.map((l: { exercise_id: number }) => l.exercise_id)).toEqual([w.press.id, w.curl.id]);
      for (const log of b.data) expect(log.user_id).toBe(w.member.id);
    },
  },
  { call: "DELETE /api/v1/logs/{id}", as: "member", url: (w) => v1(`/logs/${w.logToDelete.id}`), shape: "message", check: (b) => expect(b.message).toBe("Log for Deadlift has been deleted!") },
  {
    call: "PATCH /api/v1/logs/{id}/update-private-state", as: "member", url: (w) => v1(`/logs/${w.squatLog.id}/update-private-state`), shape: "record",
    body: () => ({ private: false }), check: (b) => expect(b.data[0].private).toBe(false),
  },
  {
    call: "POST multipart /api/v1/logs/{id}/upload-a-video", as: "member", url: (w) => v1(`/logs/${w.videoLog.id}/upload-a-video`), shape: "record",
    multipart: (w) => [
      { name: "user_id", value: String(w.member.id) },
      { name: "session_id", value: String(w.open.id) },
      { name: "video", filename: "row.mp4", type: "video/mp4", data: w.mp4 },
    ],
    check: (b, w) => {
      expect(b.message).toBe("A video has been uploaded!");
      expect(b.data[0]).toMatchObject({ log_id: w.videoLog.id, id: expect.any(Number) });
    },
  },
  {
    call: "GET /api/v1/videos/{id}/stream", as: "member", url: (w) => v1(`/videos/${w.stored.video.id}/stream`), shape: "file", status: 200,
    check: (_b, _w, res) => expect(res.headers["content-type"]).toBe("video/mp4"),
  },
  {
    call: "GET /api/v1/videos/{id}/download", as: "member", url: (w) => v1(`/videos/${w.stored.video.id}/download`), shape: "file", status: 200,
    check: (_b, _w, res) => expect(res.headers["content-disposition"]).toMatch(/^attachment/),
  },

  // ---- sets, notes, tags -----------------------------------------------------------------------
  {
    call: "POST /api/v1/sets", note: "no unit: the account's", as: "member", url: () => v1("/sets"), shape: "record", status: 201,
    body: (w) => ({ user_id: w.member.id, exercise_id: w.squat.id, session_id: w.open.id, log_id: w.squatLog.id, reps: 2, weight: 235, rpe: 8.5, notes: "Paused" }),
    check: (b) => expect(b.data[0]).toMatchObject({ reps: 2, weight: 235, rpe: 8.5, notes: "Paused", weight_unit: "lbs" }),
  },
  {
    call: "POST /api/v1/sets", note: "duplicate the last set as returned", as: "member", url: () => v1("/sets"), shape: "record", status: 201,
    body: async (w, t) => {
      const details = await t.app.inject({ method: "GET", url: v1(`/sessions/${w.open.id}`), headers: { cookie: w.member.cookie } });
      const log = details.json().data[0].logs.find((l: { id: number }) => l.id === w.squatLog.id);
      const { created_at, updated_at, deleted, id, ...rest } = log.sets.at(-1); // eslint-disable-line @typescript-eslint/no-unused-vars
      return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null));
    },
    check: (b, _w, _res, sent) => expect(b.data[0]).toMatchObject(sent!),
  },
  {
    call: "PATCH /api/v1/sets/{id}", as: "member", url: (w) => v1(`/sets/${w.setToChange.id}`), shape: "record",
    body: (w) => ({ id: w.setToChange.id, user_id: w.member.id, exercise_id: w.squat.id, session_id: w.open.id, reps: 4, weight: 210, rpe: 8, notes: "Last rep slow", log_id: w.squatLog.id }),
    check: (b) => expect(b.data[0]).toMatchObject({ reps: 4, weight: 210, rpe: 8, notes: "Last rep slow" }),
  },
  {
    call: "DELETE /api/v1/sets/{id}", as: "member", url: (w) => v1(`/sets/${w.setToDelete.id}`), shape: "message",
    body: (w) => ({ id: w.setToDelete.id, user_id: w.member.id, session_id: w.open.id }),
  },
  {
    call: "PATCH /api/v1/exercises/{exerciseId}/sessions/{sessionId}/update-exercise-note/{logId}", as: "member", shape: "record",
    url: (w) => v1(`/exercises/${w.squat.id}/sessions/${w.open.id}/update-exercise-note/${w.squatLog.id}`),
    body: (w) => ({ user_id: w.member.id, exercise_id: w.squat.id, session_id: w.open.id, lid: w.squatLog.id, notes: "Knees out" }),
    check: (b) => expect(b.data[0].notes).toBe("Knees out"),
  },
  {
    call: "POST /api/v1/tags/", as: "member", url: () => v1("/tags/"), shape: "record",
    body: (w) => ({ log_id: w.squatLog.id, user_id: w.member.id, name: "competition" }),
    check: (b, w) => expect(b.data[0]).toMatchObject({ log_id: w.squatLog.id, user_id: w.member.id, name: "competition" }),
  },

  // ---- blocks, categories, exercises -----------------------------------------------------------
  { call: "GET /api/v1/blocks?user_id", as: "member", url: (w) => v1(`/blocks?user_id=${w.member.id}`), shape: "list" },
  {
    call: "POST /api/v1/blocks", as: "member", url: () => v1("/blocks"), shape: "record",
    body: (w) => ({ name: "Hypertrophy", description: "Volume before peaking", start_date: "2025-03-03", end_date: "2025-03-30", user_id: w.member.id }),
  },
  { call: "GET /api/v1/exercise-categories?user_id", as: "member", url: (w) => v1(`/exercise-categories?user_id=${w.member.id}`), shape: "list" },
  {
    call: "GET /api/v1/exercise-categories?user_id&all=true", as: "member", url: (w) => v1(`/exercise-categories?user_id=${w.member.id}&all=true`), shape: "list",
    check: (b) => expect(keysOf(b.data[0])).toEqual(expect.arrayContaining(["id", "name", "user_id", "exercises_counts"])),
  },
  { call: "POST /api/v1/exercise-categories", as: "member", url: () => v1("/exercise-categories"), shape: "record", body: (w) => ({ name: "Accessories, Conditioning", user_id: w.member.id }) },
  {
    call: "GET /api/v1/exercises?exercise_category_id", as: "member", url: (w) => v1(`/exercises?exercise_category_id=${w.squat.exerciseCategoryId}`), shape: "list",
    check: (b) => expect(keysOf(b.data[0])).toEqual(expect.arrayContaining(["id", "name", "exercise_category_id", "category_name", "user_id"])),
  },
  {
    call: "GET /api/v1/exercises?user_id&order_by=name", as: "member", url: (w) => v1(`/exercises?user_id=${w.member.id}&order_by=name`), shape: "list",
    check: (b) => expect(b.data[0]).toMatchObject({ category_name: expect.any(String), exercises: expect.any(Array) }),
  },
  { call: "GET /api/v1/exercises/{id}", as: "member", url: (w) => v1(`/exercises/${w.squat.id}`), shape: "record", check: (b, w) => expect(b.data[0].id).toBe(w.squat.id) },
  { call: "POST /api/v1/exercises", as: "member", url: () => v1("/exercises"), shape: "record", body: (w) => ({ name: "Front squat, Pause squat", exercise_category_id: w.squat.exerciseCategoryId, user_id: w.member.id }) },
  {
    call: "GET /api/v1/exercises/{id}/history?perPage=20&currentPage", as: "member", url: (w) => v1(`/exercises/${w.squat.id}/history?perPage=20&currentPage=1`), shape: "paged",
    check: (b) => expect(keysOf(b.data[0])).toEqual(expect.arrayContaining(["id", "exercise_id", "exercise_name", "category_name", "user_id", "reps", "weight", "rpe", "e1RM", "notes", "session_id", "created_at"])),
  },
  { call: "GET /api/v1/exercises/{id}/history", note: "all pages", as: "member", url: (w) => v1(`/exercises/${w.squat.id}/history`), shape: "list" },

  // ---- comments --------------------------------------------------------------------------------
  { call: "GET /api/v1/comments/sessions/{sessionId}", as: "member", url: (w) => v1(`/comments/sessions/${w.shared.id}`), shape: "list" },
  {
    call: "POST /api/v1/comments", as: "member", url: () => v1("/comments"), shape: "record",
    body: (w) => ({ user_id: w.member.id, session_id: w.shared.id, comment: "Depth looks good." }),
    check: (b, w) => expect(b.data[0]).toMatchObject({ user_id: w.member.id, session_id: w.shared.id, comment: "Depth looks good.", username: expect.any(String) }),
  },
  { call: "DELETE /api/v1/comments/{id}", as: "member", url: (w) => v1(`/comments/${w.commentToDelete.id}`), shape: "message" },

  // ---- variables (trackers) --------------------------------------------------------------------
  {
    call: "GET /api/v1/variables/recent-prs/{userId}", as: "member", url: (w) => v1(`/variables/recent-prs/${w.member.id}`), shape: "list",
    check: (b) => expect(keysOf(b.data[0])).toEqual(expect.arrayContaining(["id", "name", "reps", "weight", "rpe", "e1rm"])),
  },
  {
    call: "GET /api/v1/variables/weekly-weight-in/{userId}", as: "member", url: (w) => v1(`/variables/weekly-weight-in/${w.member.id}`), shape: "list",
    check: (b) => expect(keysOf(b.data[0])).toEqual(expect.arrayContaining(["id", "date", "body_weight", "trend"])),
  },
  { call: "GET /api/v1/variables/recovery/{userId}?perPage=7&cache=true", as: "member", url: (w) => v1(`/variables/recovery/${w.member.id}?perPage=7&cache=true`), shape: "list" },
  { call: "GET /api/v1/variables/recovery/{userId}?cache=false&perPage&currentPage", as: "member", url: (w) => v1(`/variables/recovery/${w.member.id}?cache=false&perPage=25&currentPage=1`), shape: "paged" },
  { call: "GET /api/v1/variables/bodyweight/{userId}?perPage=25&currentPage", as: "member", url: (w) => v1(`/variables/bodyweight/${w.member.id}?perPage=25&currentPage=1`), shape: "paged" },
  { call: "GET /api/v1/variables/calories/{userId}?perPage&currentPage", as: "member", url: (w) => v1(`/variables/calories/${w.member.id}?perPage=25&currentPage=1`), shape: "paged" },
  {
    call: "POST /api/v1/variables", note: "bodyweight, no unit: the account's", as: "member", url: () => v1("/variables"), shape: "record",
    body: (w) => ({ user_id: w.member.id, body_weight: 180.5 }),
    check: (b) => expect(b.data[0]).toMatchObject({ body_weight: 180.5, body_weight_unit: "lbs" }),
  },
  {
    call: "POST /api/v1/variables", note: "calories", as: "member", url: () => v1("/variables"), shape: "record",
    body: (w) => ({ user_id: w.member.id, calories_prior_session: 600, total_calories: 2800 }),
    check: (b) => expect(b.data[0]).toMatchObject({ calories_prior_session: 600, total_calories: 2800 }),
  },
  {
    call: "POST /api/v1/variables", note: "recovery", as: "member", url: () => v1("/variables"), shape: "record",
    body: (w) => ({ user_id: w.member.id, stress_level: 3, hours_of_sleep: 8 }),
    check: (b) => expect(b.data[0]).toMatchObject({ stress_level: 3, hours_of_sleep: 8 }),
  },
  { call: "DELETE /api/v1/variables/{id}?user_id", as: "member", url: (w) => v1(`/variables/${w.recoveryToDelete.id}?user_id=${w.member.id}`), shape: "message" },
  {
    call: "GET /api/v1/variables/changelogs", as: "member", url: () => v1("/variables/changelogs"), shape: "list",
    check: (b) => {
      for (const entry of b.data) expect(entry).toMatchObject({ version: expect.any(String), changelog: expect.any(String) });
      expect(b.changelogs).toEqual(b.data);
    },
  },
  { call: "GET /api/v1/variables/open-powerlifting?q", as: "member", url: () => v1("/variables/open-powerlifting?q=Smith"), shape: "list" },

  // ---- other -----------------------------------------------------------------------------------
  { call: "GET /api/v1/api-keys/user/{id}", as: "member", url: (w) => v1(`/api-keys/user/${w.member.id}`), shape: "list" },
  {
    call: "POST /api/v1/api-keys/", as: "member", url: () => v1("/api-keys/"), shape: "record",
    body: (w) => ({ user_id: w.member.id }), check: (b) => expect(b.data[0].key).toEqual(expect.any(String)),
  },
  { call: "DELETE /api/v1/api-keys/{id}", as: "member", url: (w) => v1(`/api-keys/${w.keyToDelete.id}`), shape: "message" },
  { call: "GET /api/v1/subscriptions/changelog-subscription?email", as: "member", url: (w) => v1(`/subscriptions/changelog-subscription?email=${encodeURIComponent(w.member.email)}`), shape: "list" },
  { call: "POST /api/v1/subscriptions/subscribe-changelog", as: "member", url: () => v1("/subscriptions/subscribe-changelog"), shape: "message", body: (w) => ({ email: w.member.email, user_id: w.member.id }) },
  { call: "POST /api/v1/subscriptions/unsubscribe-changelog", as: "member", url: () => v1("/subscriptions/unsubscribe-changelog"), shape: "message", body: (w) => ({ email: w.member.email, user_id: w.member.id }) },
  { call: "GET /api/v1/app/issues", as: "member", url: () => v1("/app/issues"), shape: "list" },
];

/** The deliberate departures, all for security: each answers a clear 4xx, and the spec's intent still works. */
// prettier-ignore
const securityExceptions: Row[] = [
  {
    call: "DELETE /api/v1/users/{id}/data", note: "without the password", as: "member", url: (w) => v1(`/users/${w.leaver.id}/data`), shape: "fail",
    cookie: (w) => w.leaver.cookie, check: (b) => expect(failureText(b)).toMatch(/password/i),
  },
  {
    call: "DELETE /api/v1/users/{id}/data", note: "with { password }", as: "member", url: (w) => v1(`/users/${w.leaver.id}/data`), shape: "message",
    cookie: (w) => w.leaver.cookie, body: (w) => ({ password: w.leaver.password }),
    check: (b) => expect(b.message).toBe("All user training data has been deleted!"),
  },
  {
    call: "GET /api/auth/logout", note: "from another site", as: "member", url: () => "/api/auth/logout", shape: "fail",
    cookie: (w) => w.crossSiteCookie, headers: { origin: FOREIGN_ORIGIN },
    check: async (b, w) => {
      expect(failureText(b)).toMatch(/cross-site|another site|origin/i);
      expect((await whoAmI(t, w.crossSiteCookie)).statusCode).toBe(200);
    },
  },
  {
    call: "PATCH /api/v1/users/{id}/update-account-information", note: "a new password without the current one", as: "friend", shape: "fail", status: 400,
    url: (w) => v1(`/users/${w.friend.id}/update-account-information`),
    body: (w) => ({ email: w.friend.email, username: w.friend.username, password: "another long password" }),
    check: (b) => expect(failureText(b)).toMatch(/current password/i),
  },
];

const title = (row: Row) => `${row.call}${row.note ? ` (${row.note})` : ""} as ${row.as}`;

async function replay(row: Row) {
  const { res, sent } = await send(t, w, row);
  expectEnvelope(res, row.shape, row.status);
  await row.check?.(row.shape === "file" ? undefined : res.json(), w, res, sent);
}

describe("every call of the API, with exactly the client's payloads", () => {
  for (const row of calls) it(title(row), () => replay(row));
});

describe("security exceptions to the client's payloads", () => {
  for (const row of securityExceptions) it(title(row), () => replay(row));

  it("after the data deletion with the password, the leaver has no sessions left", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: v1("/sessions"),
      headers: { cookie: w.leaver.cookie },
    });
    expect(res.json().data).toEqual([]);
  });
});

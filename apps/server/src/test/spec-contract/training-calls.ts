// The contract replay's rows for the training log: sessions, logs, videos, sets, notes and tags (in order).
import { expect } from "vitest";
import { keysOf, type Row, v1 } from "./world.js";

// prettier-ignore
export const trainingCalls = (): Row[] => [
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

];

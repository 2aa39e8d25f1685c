// The contract replay's rows for blocks, categories, exercises, comments, trackers and the rest (in order).
import { expect } from "vitest";
import { keysOf, type Row, v1 } from "./world.js";

// prettier-ignore
export const otherCalls = (): Row[] => [
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

import type { SessionDetails, SetRow } from "@topset/shared";

// Rows as the server sends them, for the training writes' tests: an answer must pass its schema
// (answers.ts) before it reaches the cache, so partial rows would be refused.

export const serverSet = (id: number, reps = 5): SetRow => ({
  id,
  user_id: 7,
  exercise_id: 3,
  session_id: 1,
  log_id: 10,
  reps,
  weight: 100,
  weight_unit: "kg",
  rpe: null,
  notes: null,
  kind: "normal",
  done: true,
  prescription: null,
  created_at: "2026-12-01T10:00:00.000Z",
  updated_at: "2026-12-01T10:00:00.000Z",
});

/** The answer of a write that sends back records. */
export const answered = (...data: unknown[]) => ({ status: "success", message: "ok", data });

export const cachedSession = (sets: SetRow[]): SessionDetails =>
  ({ id: 1, name: "Squat day", logs: [{ id: 10, name: "Back squat", sets, tags: [], videos: [] }] }) as never;

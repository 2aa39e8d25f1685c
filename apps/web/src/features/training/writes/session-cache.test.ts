import type { Log, SessionDetails, SetRow, Tag, Video } from "@topset/shared";
import { describe, expect, it } from "vitest";
import {
  withLogReplaced,
  withSetAdded,
  withSetChanged,
  withSetRemoved,
  withTagAdded,
  withTagRemoved,
  withVideoAdded,
} from "./session-cache";

const set = (id: number, logId: number, over: Partial<SetRow> = {}): SetRow => ({
  id,
  user_id: 1,
  kind: "normal",
  done: true,
  prescription: null,
  exercise_id: logId * 10,
  session_id: 5,
  log_id: logId,
  reps: 5,
  weight: 100,
  weight_unit: "kg",
  rpe: 8,
  notes: null,
  created_at: "2025-01-01T10:00:00.000Z",
  updated_at: "2025-01-01T10:00:00.000Z",
  e1rm: 116.7,
  ri: 85.7,
  volume: 500,
  ...over,
});
const tag = (id: number, logId: number, name: string): Tag => ({ id, log_id: logId, user_id: 1, name });
const log = (id: number, over: Partial<Log> = {}): Log => ({
  id,
  user_id: 1,
  session_id: 5,
  exercise_id: id * 10,
  name: `Exercise ${id}`,
  notes: null,
  collapsed: false,
  private: true,
  sets_notes_visibility: false,
  tags: [],
  videos: [],
  sets: [],
  ...over,
});
const session = (logs: Log[]): SessionDetails => ({
  id: 5,
  session_id: 5,
  user_id: 1,
  name: "Squat day",
  start_date: "2025-01-01T09:00:00.000Z",
  end_date: null,
  block_id: null,
  block_name: null,
  session_rpe: null,
  notes: null,
  body_weight: null,
  body_weight_unit: null,
  hours_of_sleep: null,
  calories_prior_session: null,
  caffeine_intake: null,
  created_at: "2025-01-01T09:00:00.000Z",
  json: [],
  username: "ada",
  profile_picture_url: null,
  counts_of_comments: 0,
  logs,
});

describe("the server's answer applied to the cached session", () => {
  const before = session([log(1, { sets: [set(11, 1)] }), log(2, { sets: [set(21, 2)] })]);
  const frozen = structuredClone(before);

  it("puts a new set after its log's last one, figures and all", () => {
    const added = set(12, 1, { reps: 3, weight: 110, e1rm: 121, ri: 90.9, volume: 330 });
    const after = withSetAdded(before, added);
    expect(after.logs[0]!.sets).toEqual([set(11, 1), added]);
    expect(after.logs[1]).toBe(before.logs[1]);
  });

  it("replaces a modified set in place with the server's figures", () => {
    const changed = set(11, 1, { reps: 8, e1rm: 126.7, ri: 78.9, volume: 800 });
    const after = withSetChanged(session([log(1, { sets: [set(11, 1), set(12, 1)] })]), changed);
    expect(after.logs[0]!.sets.map((s) => [s.id, s.reps, s.e1rm, s.volume])).toEqual([
      [11, 8, 126.7, 800],
      [12, 5, 116.7, 500],
    ]);
  });

  it("takes a deleted set out of whichever log held it", () => {
    const after = withSetRemoved(before, 21);
    expect(after.logs[1]!.sets).toEqual([]);
    expect(after.logs[0]).toBe(before.logs[0]);
  });

  it("adds and removes tags", () => {
    const tagged = withTagAdded(before, tag(7, 2, "belt"));
    expect(tagged.logs[1]!.tags).toEqual([tag(7, 2, "belt")]);
    expect(withTagRemoved(tagged, 7).logs[1]!.tags).toEqual([]);
  });

  it("replaces a log with the one the server sent back (a new note, a private flag)", () => {
    const shared = log(2, { private: false, notes: "Paused", sets: [set(21, 2)] });
    const after = withLogReplaced(before, shared);
    expect(after.logs[1]).toEqual(shared);
    expect(after.logs[0]).toBe(before.logs[0]);
  });

  it("shows an uploaded video under its log", () => {
    const video: Video = {
      id: 3,
      user_id: 1,
      log_id: 1,
      session_id: 5,
      video_url: "/api/v1/videos/3/stream",
      screenshot_url: null,
      thumbnail_status: "pending",
      content_type: "video/mp4",
      size_bytes: 1000,
    };
    expect(withVideoAdded(before, video).logs[0]!.videos).toEqual([{ id: 3, screenshot_url: null }]);
  });

  it("leaves the session it was given untouched", () => {
    expect(before).toEqual(frozen);
  });
});

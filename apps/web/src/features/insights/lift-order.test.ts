import { describe, expect, it } from "vitest";
import { orderLifts } from "./lift-order";

const exercise = (id: number, name: string) => ({
  id,
  name,
  exercise_category_id: 1,
  category_name: "Main",
  user_id: 7,
});
const recent = (id: number, name: string, uses: number) => ({
  id,
  name,
  exercise_category_id: 1,
  category_name: "Main",
  last_used: "2026-03-01T10:00:00.000Z",
  uses,
});

describe("orderLifts", () => {
  it("puts the most logged lifts first, then the rest by name", () => {
    const all = [
      exercise(1, "Squat"),
      exercise(2, "Bench press"),
      exercise(3, "Curl"),
      exercise(4, "Deadlift"),
    ];
    const lifts = orderLifts(all, [recent(4, "Deadlift", 3), recent(1, "Squat", 9)]);
    expect(lifts.map((l) => l.name)).toEqual(["Squat", "Deadlift", "Bench press", "Curl"]);
  });

  it("keeps the recent order on a tie and drops a recent exercise that is no longer in the list", () => {
    const all = [exercise(1, "Squat"), exercise(2, "Bench press")];
    const lifts = orderLifts(all, [recent(2, "Bench press", 4), recent(1, "Squat", 4), recent(9, "Gone", 8)]);
    expect(lifts.map((l) => l.id)).toEqual([2, 1]);
  });
});

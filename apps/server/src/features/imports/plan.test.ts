import { describe, expect, it } from "vitest";
import { exerciseKey, matchExercise } from "./plan.js";

// A new member's defaults (the keys as the plan builds them) and one exercise of their own.
const own = new Map(
  [
    "Back squat",
    "Bench press",
    "Conventional deadlift",
    "Close grip bench press",
    "Overhead press",
    "Pull-up",
    "Dip",
    "Barbell row",
    "Cable fly",
  ].map((name, i) => [exerciseKey(name), i + 1] as const),
);
const ids = Object.fromEntries([...own].map(([key, id]) => [key, id]));

describe("matchExercise", () => {
  it.each([
    ["Cable Fly", ids.cablefly],
    ["BENCH-PRESS", ids.benchpress],
    ["Bench Press (Barbell)", ids.benchpress],
    ["Pull Up", ids.pullup],
    ["Squat (Barbell)", ids.backsquat],
    ["Deadlift (Barbell)", ids.conventionaldeadlift],
    ["Deadlift", ids.conventionaldeadlift],
    ["Bench Press - Close Grip (Barbell)", ids.closegripbenchpress],
    ["Bent Over Row (Barbell)", ids.barbellrow],
    ["Strict Press", ids.overheadpress],
    ["Chest Dip", ids.dip],
  ])("%s → the member's own exercise", (name, id) => {
    expect(matchExercise(name, own)).toBe(id);
  });

  it.each(["Squat (Dumbbell)", "Deadlift (Trap bar)", "Lat Pulldown (Cable)"])(
    "%s is another exercise: created, not aliased",
    (name) => {
      expect(matchExercise(name, own)).toBeUndefined();
    },
  );
});

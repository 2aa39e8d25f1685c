import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ExerciseGroup } from "@topset/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuickPicks } from "./quick-picks";

afterEach(cleanup);

const exercise = (id: number, name: string) => ({
  id,
  name,
  exercise_category_id: 1,
  category_name: "Lifts",
  user_id: 1,
});
const groups: ExerciseGroup[] = [
  {
    category_id: 1,
    category_name: "Lifts",
    exercises: [
      exercise(1, "Back squat"),
      exercise(2, "Bench press"),
      exercise(3, "Conventional deadlift"),
      exercise(4, "Overhead press"),
      exercise(5, "Cable fly"),
    ],
  },
];
const names = (group: string) =>
  within(screen.getByRole("group", { name: group }))
    .getAllByRole("button")
    .map((b) => b.textContent);

describe("QuickPicks", () => {
  it("leads a first session with the common lifts the account has, one tap each", () => {
    const onPick = vi.fn();
    render(<QuickPicks groups={groups} recent={[]} taken={new Set()} pending={false} onPick={onPick} />);
    expect(names("Common lifts")).toEqual([
      "Back squat",
      "Bench press",
      "Conventional deadlift",
      "Overhead press",
    ]);
    expect(screen.queryByRole("group", { name: "Recent exercises" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Bench press" }));
    expect(onPick).toHaveBeenCalledWith(2);
  });

  it("puts the recent ones first and does not offer them twice", () => {
    const recent = [
      { id: 5, name: "Cable fly" },
      { id: 1, name: "Back squat" },
    ] as never;
    render(
      <QuickPicks groups={groups} recent={recent} taken={new Set([2])} pending={false} onPick={() => {}} />,
    );
    expect(names("Recent exercises")).toEqual(["Cable fly", "Back squat"]);
    expect(names("Common lifts")).toEqual([
      "Bench press (already in this session)",
      "Conventional deadlift",
      "Overhead press",
    ]);
  });
});

import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ExerciseGroup } from "@topset/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExercisePicker } from "./exercise-picker";

afterEach(cleanup);

const exercise = (id: number, name: string) => ({
  id,
  name,
  exercise_category_id: 1,
  category_name: "Squat",
  user_id: 1,
});
const groups: ExerciseGroup[] = [
  {
    category_id: 1,
    category_name: "Squat",
    exercises: [exercise(1, "Back squat"), exercise(2, "Front squat")],
  },
];

describe("ExercisePicker", () => {
  it("shows an exercise already in the session disabled and struck through", () => {
    render(<ExercisePicker groups={groups} taken={new Set([1])} chosen={[]} multiple onToggle={() => {}} />);
    const taken = screen.getByRole("checkbox", { name: /Back squat/ });
    expect((taken as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("Back squat").className).toContain("text-decoration-line-through");
    expect((screen.getByRole("checkbox", { name: "Front squat" }) as HTMLInputElement).disabled).toBe(false);
  });

  it("offers radios in single mode and reports the choice", () => {
    const onToggle = vi.fn();
    render(
      <ExercisePicker groups={groups} taken={new Set()} chosen={[]} multiple={false} onToggle={onToggle} />,
    );
    fireEvent.click(screen.getByRole("radio", { name: "Front squat" }));
    expect(onToggle).toHaveBeenCalledWith(2);
  });
});

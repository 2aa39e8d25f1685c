import { cleanup, render, screen } from "@testing-library/react";
import type { SetRow } from "@topset/shared";
import { afterEach, describe, expect, it } from "vitest";
import { SetTable } from "./set-table";

afterEach(cleanup);

const set = (over: Partial<SetRow>): SetRow => ({
  id: 1,
  user_id: 1,
  exercise_id: 1,
  session_id: 1,
  log_id: 1,
  reps: 5,
  weight: 100,
  weight_unit: "kg",
  rpe: 8,
  notes: null,
  kind: "normal",
  done: true,
  prescription: null,
  created_at: "2026-11-26T10:00:00.000Z",
  updated_at: "2026-11-26T10:00:00.000Z",
  e1rm: 116,
  ri: 82,
  volume: 500,
  ...over,
});

const planned = set({
  id: 2,
  weight: 85,
  rpe: null,
  done: false,
  prescription: { reps: 5, percent_1rm: 75 },
});
const noE1rm = set({ id: 3, weight: 0, rpe: null, done: false, prescription: { reps: 3, rpe: 8 } });

describe("a routine's planned sets in the set table", () => {
  it("reads as its prescription and the load it came to, and counts nowhere", () => {
    render(<SetTable sets={[set({}), planned, noE1rm]} unit="kg" showNotes={false} />);
    expect(screen.getByText("planned: 5 @ 75 % → 85 kg")).toBeTruthy();
    expect(screen.getByText("planned: 3 @ RPE 8 (no e1RM yet)")).toBeTruthy();
    expect(screen.getByText(/^1 set · 2 planned · 500 kg volume/)).toBeTruthy();
  });

  it("reads skipped once the session is completed", () => {
    render(<SetTable sets={[planned]} unit="kg" showNotes={false} locked />);
    expect(screen.getByText("skipped")).toBeTruthy();
  });
});

import type { RosterAthlete } from "@topset/shared";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RosterRow } from "./roster-row";
import { deviationText, deviationTone } from "./roster-text";

const now = new Date(2026, 10, 22, 12, 0);
const athlete = (over: Partial<RosterAthlete>): RosterAthlete => ({
  id: 7,
  username: "mia",
  grant_id: 3,
  scope: "coach",
  since: "2026-10-01T10:00:00.000Z",
  last_session_at: new Date(2026, 10, 20, 18, 0).toISOString(),
  planned_sessions: 3,
  done_sessions: 2,
  planned_sets: 20,
  done_sets: 18,
  rpe_deviation: 0.8,
  flags: [],
  unread_comments: 0,
  ...over,
});

afterEach(cleanup);

const show = (a: RosterAthlete, onToggle = vi.fn()) =>
  render(
    <MemoryRouter>
      <table>
        <tbody>
          <RosterRow athlete={a} selected={false} onToggle={onToggle} now={now} />
        </tbody>
      </table>
    </MemoryRouter>,
  );

describe("RosterRow", () => {
  it("shows the week's figures, the last session as days ago, and a hot RPE in red", () => {
    show(athlete({}));
    const row = screen.getByRole("row");
    expect(within(row).getByRole("link", { name: "mia" }).getAttribute("href")).toBe(
      "/dashboard/tools/others/access-codes/athletes/7",
    );
    expect(within(row).getAllByText("2 days ago").length).toBeGreaterThan(0);
    expect(within(row).getByText("2/3")).toBeTruthy();
    expect(within(row).getByText("18/20")).toBeTruthy();
    const hot = within(row).getAllByText("+0.8");
    expect(hot.every((cell) => cell.className.includes("text-danger"))).toBe(true);
  });

  it("names every flag in words, and counts unread comments", () => {
    show(athlete({ flags: ["missed_sessions", "rpe_hot", "new_pr", "pain_notes"], unread_comments: 4 }));
    const flags = screen.getByLabelText("Flags");
    expect(
      within(flags)
        .getAllByText(/.+/)
        .map((b) => b.textContent),
    ).toEqual(["Missed", "RPE hot", "New PR", "Pain note"]);
    expect(screen.getByLabelText("4 unread comments").textContent).toBe("4");
  });

  it("shows no flags, a dash for no RPE and 'never' for no session", () => {
    show(athlete({ rpe_deviation: null, last_session_at: null, planned_sessions: 0, done_sessions: 0 }));
    expect(screen.queryByLabelText("Flags")).toBeNull();
    expect(screen.getAllByText("–").length).toBeGreaterThan(0);
    expect(screen.getAllByText("never").length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/unread comments/)).toBeNull();
  });

  it("ticks a coach athlete, and keeps a read-only one out of bulk assignment", () => {
    const onToggle = vi.fn();
    show(athlete({}), onToggle);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select mia" }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    cleanup();
    show(athlete({ scope: "read" }));
    expect((screen.getByRole("checkbox", { name: "Select mia" }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("read")).toBeTruthy();
  });
});

describe("deviation", () => {
  it.each([
    [0.8, "+0.8", "text-danger fw-semibold"],
    [0.5, "+0.5", "text-danger fw-semibold"],
    [0.3, "+0.3", ""],
    [0.04, "0.0", ""],
    [-0.6, "−0.6", "text-info"],
    [null, "–", "text-body-secondary"],
  ])("%s → %s (%s)", (value, text, tone) => {
    expect(deviationText(value)).toBe(text);
    expect(deviationTone(value)).toBe(tone);
  });
});

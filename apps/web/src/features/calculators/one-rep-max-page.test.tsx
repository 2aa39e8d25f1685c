import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OneRepMaxPage } from "./one-rep-max-page";

vi.mock("../../lib/settings-store", async (importActual) => ({
  ...(await importActual<object>()),
  useWeightUnit: () => "lbs",
}));
const account = vi.hoisted(() => ({
  method: "formula" as string,
  chart: null as { offsets: number[]; sets_used: number } | null,
}));
vi.mock("../../lib/e1rm-method", () => ({
  useE1rmMethod: () => account.method,
  usePersonalChart: () => account.chart,
}));

afterEach(() => {
  cleanup();
  Object.assign(account, { method: "formula", chart: null });
});

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole("spinbutton", { name }), { target: { value } });
const calculate = () => screen.getByRole("button", { name: "Calculate" }) as HTMLButtonElement;

describe("OneRepMaxPage", () => {
  it("calculates once reps and weight are in: both estimates with the unit, and the loads table", async () => {
    render(<OneRepMaxPage />);
    expect(calculate().disabled).toBe(true);
    type("Reps", "3");
    await act(async () => {}); // let the form's validation settle
    expect(calculate().disabled).toBe(true);
    type("Weight (lbs.)", "100");
    type(/RPE/, "8");
    await waitFor(() => expect(calculate().disabled).toBe(false));
    expect(screen.getByTestId("e1rm-formula").textContent).toBe("[ e1RM ]");

    fireEvent.click(calculate());
    await waitFor(() => expect(screen.getByTestId("e1rm-formula").textContent).toBe("112 lbs."));
    expect(screen.getByTestId("e1rm-chart").textContent).toBe("115.9 lbs.");
    const rows = within(screen.getByTestId("load-table")).getAllByRole("row");
    expect(rows[5]?.textContent).toBe(["5", "100", "95", "95", "90", "90"].join(""));
    expect(rows[1]?.textContent).toContain("115");
  });

  it("shows the bounds' messages under a filled field and keeps the button disabled", async () => {
    render(<OneRepMaxPage />);
    type("Weight (lbs.)", "100");
    type("Reps", "25");
    expect(await screen.findByText("Reps must be at most 24")).toBeTruthy();
    expect(calculate().disabled).toBe(true);

    type("Reps", "3");
    type(/RPE/, "8.25");
    expect(await screen.findByText("RPE goes in steps of 0.5")).toBeTruthy();
    expect(screen.queryByText("Reps must be at most 24")).toBeNull();
    expect(calculate().disabled).toBe(true);

    type(/RPE/, "");
    await waitFor(() => expect(calculate().disabled).toBe(false));
    expect(screen.queryByText("RPE goes in steps of 0.5")).toBeNull();
  });

  it("shows no message for a blank required field (the button stays disabled instead)", async () => {
    render(<OneRepMaxPage />);
    type("Weight (lbs.)", "100");
    type("Reps", "0");
    expect(await screen.findByText("Reps must be at least 1")).toBeTruthy();
    type("Reps", "");
    await waitFor(() => expect(screen.queryByText("Reps must be at least 1")).toBeNull());
    expect(screen.queryByText("Reps is required")).toBeNull();
    expect(calculate().disabled).toBe(true);
  });

  it("adds the member's own chart when it is their method", async () => {
    // One rep hot at every RPE: 3 @ 8 reads as 6 effective reps, the chart's 83.7 %.
    Object.assign(account, { method: "personal", chart: { offsets: Array(9).fill(1), sets_used: 30 } });
    render(<OneRepMaxPage />);
    type("Reps", "3");
    type("Weight (lbs.)", "100");
    type(/RPE/, "8");
    await waitFor(() => expect(calculate().disabled).toBe(false));
    fireEvent.click(calculate());
    await waitFor(() => expect(screen.getByTestId("e1rm-personal").textContent).toBe("119.5 lbs."));
    expect(screen.getByTestId("e1rm-chart").textContent).toBe("115.9 lbs.");
    expect(screen.getAllByText("yours")).toHaveLength(1);
  });

  it("shows no personal estimate to a member on another method", async () => {
    account.method = "rpe-table";
    render(<OneRepMaxPage />);
    expect(screen.queryByTestId("e1rm-personal")).toBeNull();
  });
});

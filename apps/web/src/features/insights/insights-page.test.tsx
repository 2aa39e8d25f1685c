import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InsightsPage } from "./insights-page";

vi.mock("../../lib/settings-store", async (importActual) => ({
  ...(await importActual<object>()),
  useWeightUnit: () => "kg",
}));

// jsdom has no canvas: the charts stand in as their accessible names.
vi.mock("../../components/line-chart", async (importActual) => ({
  ...(await importActual<object>()),
  LineChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const squat = { id: 1, name: "Squat", exercise_category_id: 1, category_name: "Legs", user_id: 7 };
const bench = { id: 2, name: "Bench press", exercise_category_id: 2, category_name: "Chest", user_id: 7 };
const recentSquat = { ...squat, last_used: "2026-03-01T10:00:00.000Z", uses: 9 };

const accuracy = (predictions: number) => [
  { method: "epley", predictions, mae_kg: 6.1, mae_pct: 3.4, bias_pct: 1.2 },
  { method: "rpe-table", predictions, mae_kg: 5, mae_pct: 2.8, bias_pct: 0.4 },
  { method: "personal", predictions, mae_kg: 3.7, mae_pct: 2.06, bias_pct: -0.2 },
];

const notBetter = {
  exercise_id: 1,
  points: 30,
  params: null,
  model: { predictions: 20, mae_kg: 6.24, mae_pct: 3.5 },
  no_change: { predictions: 20, mae_kg: 4.1, mae_pct: 2.3 },
  better_than_no_change: false,
  today: null,
  series: [{ day: "2026-02-20", actual_kg: 180, expected_kg: 172 }],
};

/** The server's answers by path, each in the envelope every endpoint sends. */
function serve(answers: Record<string, unknown[]>) {
  const fetch = vi.fn(async (url: string) => {
    const path = url.split("?")[0] ?? "";
    const data = answers[path];
    if (!data) return Response.json({ status: "error", message: "Not found" }, { status: 404 });
    return Response.json({ status: "success", message: "ok", data });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const answers = (overrides: Record<string, unknown[]> = {}) => ({
  "/api/v1/exercises": [bench, squat],
  "/api/v1/exercises/recent": [recentSquat],
  "/api/v1/insights/e1rm-accuracy": accuracy(12),
  "/api/v1/insights/readiness": [notBetter],
  "/api/v1/insights/rpe-calibration": [],
  "/api/v1/insights/plateaus": [],
  "/api/v1/insights/rpe-drift": [],
  ...overrides,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard/tools/reports/insights"]}>
        <Suspense fallback={<p>loading</p>}>
          <InsightsPage />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("InsightsPage", () => {
  it("opens on the most logged lift and names the e1RM method that has fitted it best, with its figures", async () => {
    const fetch = serve(answers());
    renderPage();
    expect(
      await screen.findByText(
        "On your Squat, your personal chart has been the most accurate: off by 3.7 kg (2.1 %) on average over 12 heavy sets, 1.3 kg closer than the standard RPE chart.",
      ),
    ).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Lift" }) as HTMLSelectElement).value).toBe("1");
    expect(screen.getByText("3.7 kg · 2.1 %")).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toContain("/api/v1/insights/e1rm-accuracy?exercise_id=1");
  });

  it("shows no figures while the best method has fewer than 5 heavy sets, and says how many", async () => {
    serve(answers({ "/api/v1/insights/e1rm-accuracy": accuracy(3) }));
    renderPage();
    expect(await screen.findByText("Not enough heavy sets yet: 3 of the 5 needed.")).toBeTruthy();
    expect(screen.queryByText(/on average/)).toBeNull();
    expect(screen.queryByRole("list", { name: /Average error by method/ })).toBeNull();
  });

  it("says plainly when readiness does no better than 'same as last time', and predicts nothing", async () => {
    serve(answers());
    renderPage();
    expect(
      await screen.findByText(
        "Your history does not predict day-to-day form better than “same as last time” yet (model off by 6.2 kg, no-change off by 4.1 kg).",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/expected today/)).toBeNull();
    expect(screen.queryByRole("img", { name: /against what was expected/ })).toBeNull();
  });

  it("hides the RPE-against-plan card when no session had a plan, and sums it up when one had", async () => {
    serve(answers());
    renderPage();
    await screen.findByText(/the most accurate/);
    await waitFor(() => expect(screen.queryByRole("region", { name: "RPE against the plan" })).toBeNull());
    cleanup();

    const drift = [
      { date: "2026-02-20", session_id: 5, planned: 8, realised: 8.5, sets: 3 },
      { date: "2026-02-24", session_id: 6, planned: 7.5, realised: 8, sets: 3 },
    ];
    serve(answers({ "/api/v1/insights/rpe-drift": drift }));
    renderPage();
    expect(
      await screen.findByText("Over your last 2 sessions your sets ran about 0.5 RPE harder than planned."),
    ).toBeTruthy();
  });

  it("shows today's band in the lifter's unit with what moves it, when the model beats no change", async () => {
    const better = {
      ...notBetter,
      better_than_no_change: true,
      model: { predictions: 20, mae_kg: 3, mae_pct: 1.7 },
      today: {
        expected_kg: 185,
        low_kg: 180,
        high_kg: 190,
        contributions: [
          { factor: "fitness", kg: 6 },
          { factor: "fatigue", kg: -3.5 },
        ],
      },
    };
    serve(answers({ "/api/v1/insights/readiness": [better] }));
    renderPage();
    expect(await screen.findByText("Likely between 180 and 190 kg.")).toBeTruthy();
    expect(screen.getByText("Fatigue \u22123.5 kg")).toBeTruthy();
    expect(screen.getByText("Fitness +6.0 kg")).toBeTruthy();
    expect(screen.getByRole("img", { name: /against what was expected/ })).toBeTruthy();
    expect(screen.queryByText(/does not predict/)).toBeNull();
  });

  it("gives the chance to make a typed weight, in the lifter's unit, once typing pauses", async () => {
    const fetch = serve(
      answers({
        "/api/v1/insights/pr-chance": [{ chance: 0.62, expected_kg: 185, spread_kg: 4, source: "readiness" }],
      }),
    );
    renderPage();
    fireEvent.change(await screen.findByRole("spinbutton", { name: "Weight (kg)" }), {
      target: { value: "190" },
    });
    expect(
      await screen.findByText("62 % chance to make 190 kg today", undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText("Expected today 185 kg ± 4 kg, from your readiness.")).toBeTruthy();
    const asked = fetch.mock.calls.map(([url]) => url).filter((url) => url.includes("pr-chance"));
    expect(asked).toEqual(["/api/v1/insights/pr-chance?exercise_id=1&weight=190&unit=kg"]);
  });

  it("says there is nothing to go on when the server has no chance to give (404)", async () => {
    serve(answers());
    renderPage();
    fireEvent.change(await screen.findByRole("spinbutton", { name: "Weight (kg)" }), {
      target: { value: "250" },
    });
    expect(
      await screen.findByText("Nothing to go on yet: log a heavy set of this lift first.", undefined, {
        timeout: 3000,
      }),
    ).toBeTruthy();
  });

  it("says under the field when a weight is out of range, and asks nothing", async () => {
    const fetch = serve(answers());
    renderPage();
    fireEvent.change(await screen.findByRole("spinbutton", { name: "Weight (kg)" }), {
      target: { value: "2500" },
    });
    expect(await screen.findByText("Weight must be at most 2000", undefined, { timeout: 3000 })).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => url.includes("pr-chance"))).toBe(false);
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { CoachActivity } from "@topset/shared";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CoachActivitySection } from "./coach-activity";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: number, over: Partial<CoachActivity> = {}): CoachActivity => ({
  id,
  coach: { id: 9, username: "ana" },
  action: "program.workout_changed",
  text: `Coach ana changed Week ${id} Day 2 of "Peaking"`,
  program_id: 4,
  created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  ...over,
});

/** The server: 12 writes, 10 a page, newest first. */
function serve(rows: CoachActivity[]) {
  const fetch = vi.fn(async (url: string) => {
    const page = Number(new URL(url, "http://x").searchParams.get("currentPage"));
    const perPage = 10;
    const data = rows.slice((page - 1) * perPage, page * perPage);
    const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
    const pagination = { total: rows.length, lastPage, perPage, currentPage: page, from: 0, to: 0 };
    return Response.json({ status: "success", message: "ok", data, pagination });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CoachActivitySection />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("Coach activity in Settings", () => {
  it("lists the newest coach writes with how long ago, and pages on with Show more", async () => {
    const fetch = serve(
      Array.from({ length: 12 }, (_, i) =>
        row(i + 1, i === 11 ? { program_id: null, text: "Coach ana left" } : {}),
      ),
    );
    show();
    const list = await screen.findByRole("list", { name: "Coach activity" });
    expect(list.querySelectorAll("li")).toHaveLength(10);
    const first = screen.getByRole("link", { name: 'Coach ana changed Week 1 Day 2 of "Peaking"' });
    expect(first.getAttribute("href")).toBe("/dashboard/programs/4");
    expect(screen.getAllByText("3 hours ago")).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Coach ana left")).toBeTruthy();
    expect(list.querySelectorAll("li")).toHaveLength(12);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[0]![0])).toContain("/api/v1/coach-activity?perPage=10&currentPage=1");
  });

  it("shows nothing when no coach has written in the account", async () => {
    const fetch = serve([]);
    const { container } = show();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe("");
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { SearchResult } from "@topset/shared";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DashboardHeader } from "./dashboard-header";

afterEach(cleanup);
// jsdom lays nothing out, so it has no scrolling either.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

const results: SearchResult[] = [
  { type: "exercise", id: 7, title: "Squat", subtitle: "Legs", url: "/dashboard/exercises/7" },
  { type: "user", id: 2, title: "squatter", subtitle: "Sam Q", url: "/dashboard/profile/squatter" },
  { type: "category", id: 3, title: "Squats", subtitle: null, url: "/dashboard/categories/3" },
];

function renderHeader(answer: SearchResult[] = results) {
  const fetch = vi.fn(async (_url: string) =>
    Response.json({ status: "success", message: "ok", data: answer }),
  );
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard/sessions"]}>
        <DashboardHeader />
        <Routes>
          <Route path="/dashboard/sessions" element={<p>sessions</p>} />
          <Route path="/dashboard/exercises/:id" element={<p>exercise page</p>} />
          <Route path="/dashboard/profile/:username" element={<p>profile page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, box: screen.getByRole("combobox", { name: "Search" }) as HTMLInputElement };
}

/** Focuses the box and waits for the results panel's code to take it over. */
async function arm(box: HTMLInputElement) {
  fireEvent.focus(box);
  await waitFor(() => expect(box.getAttribute("aria-controls")).toBe("dashboard-search-results"));
}

const type = (box: HTMLInputElement, text: string) => {
  for (let i = 1; i <= text.length; i++) fireEvent.change(box, { target: { value: text.slice(0, i) } });
};

describe("DashboardHeader search", () => {
  it("asks once after a pause in typing, and shows the answer by kind", async () => {
    const { fetch, box } = renderHeader();
    await arm(box);
    type(box, "squ");
    expect(await screen.findByRole("option", { name: /Squats/ })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe("/api/v1/search?q=squ");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    const groups = screen.getAllByRole("group").map((g) => g.getAttribute("aria-labelledby"));
    expect(groups).toEqual([
      "dashboard-search-group-exercise",
      "dashboard-search-group-user",
      "dashboard-search-group-category",
    ]);
  });

  it("moves with the arrow keys, opens with Enter and closes with Escape", async () => {
    const { box } = renderHeader();
    await arm(box);
    type(box, "squ");
    await screen.findByRole("option", { name: /Squats/ });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    const member = screen.getByRole("option", { name: /squatter/ });
    expect(member.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(member.id);

    fireEvent.keyDown(box, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(box.value).toBe("squ");

    // Up from none is the last (the category), once more the member.
    fireEvent.keyDown(box, { key: "ArrowUp" });
    fireEvent.keyDown(box, { key: "ArrowUp" });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(await screen.findByText("profile page")).toBeTruthy();
    expect(box.value).toBe("");
  });

  it("opens a result on a tap", async () => {
    const { box } = renderHeader();
    await arm(box);
    type(box, "squ");
    fireEvent.click(await screen.findByRole("option", { name: /Legs/ }));
    expect(await screen.findByText("exercise page")).toBeTruthy();
  });

  it("says when nothing matches, and asks nothing under two characters", async () => {
    const { fetch, box } = renderHeader([]);
    await arm(box);
    type(box, "q");
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(fetch).not.toHaveBeenCalled();
    type(box, "qx");
    // "Searching…" while the answer is on its way, then the empty state.
    expect((await screen.findByText("No results for “qx”")).getAttribute("role")).toBe("status");
  });
});

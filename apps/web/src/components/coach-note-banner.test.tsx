import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CoachNoteBanner } from "./coach-note-banner";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(row: object) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ status: "success", message: "ok", data: [row] })),
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CoachNoteBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("CoachNoteBanner", () => {
  it("leads to the session of the newest unread note, with the count when there are more", async () => {
    show({ unread: 3, latest: { session_id: 42, session_name: "Heavy day", author: "ana" } });
    const link = await screen.findByRole("link", { name: "ana left a note on “Heavy day” (3 unread)" });
    expect(link.getAttribute("href")).toBe("/dashboard/sessions/42");
  });

  it("shows nothing with nothing unread", async () => {
    const { container } = show({ unread: 0, latest: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe("");
  });
});

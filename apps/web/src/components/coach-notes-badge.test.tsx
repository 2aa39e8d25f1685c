import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { COACH_EVENTS } from "@topset/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CoachNotesBadge } from "./coach-notes-badge";

const listeners = vi.hoisted(() => new Map<string, () => void>());
vi.mock("../lib/presence", () => ({
  onSocketEvent: (event: string, listener: () => void) => {
    listeners.set(event, listener);
    return () => listeners.delete(event);
  },
}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CoachNotesBadge", () => {
  it("shows the unread notes and asks again when a note arrives", async () => {
    let unread = 2;
    const fetch = vi.fn(async () => Response.json({ status: "success", message: "ok", data: [{ unread }] }));
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CoachNotesBadge />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId("coach-notes-unread")).textContent).toBe("2 unread coach notes");
    unread = 3;
    act(() => listeners.get(COACH_EVENTS.comment)!());
    await vi.waitFor(() =>
      expect(screen.getByTestId("coach-notes-unread").textContent).toBe("3 unread coach notes"),
    );
  });

  it("shows nothing with none unread", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ status: "success", message: "ok", data: [{ unread: 0 }] }),
    );
    vi.stubGlobal("fetch", fetch);
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <CoachNotesBadge />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.textContent).toBe("");
  });
});

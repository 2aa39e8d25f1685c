import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ApiKey } from "@topset/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uiStore } from "../../lib/ui-store";
import { ApiKeyRow } from "./api-key-row";

const FULL = "tsk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
const base: ApiKey = {
  id: 1,
  key: FULL,
  created_at: "2026-11-22T00:00:00.000Z",
  expires_at: "2027-11-22T00:00:00.000Z",
  last_used_at: null,
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderRow = (apiKey: ApiKey, fresh: boolean) =>
  render(
    <ul>
      <ApiKeyRow apiKey={apiKey} fresh={fresh} onDelete={() => undefined} />
    </ul>,
  );

describe("ApiKeyRow", () => {
  it("hides a new key until the eye is pressed, and copies it with a short check mark", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderRow(base, true);
    expect(screen.getByLabelText("API key").textContent).not.toContain("tsk_");
    fireEvent.click(screen.getByRole("button", { name: "Show key" }));
    expect(screen.getByLabelText("API key").textContent).toBe(FULL);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy key" }));
    });
    expect(writeText).toHaveBeenCalledWith(FULL);
    expect(uiStore.get().toast?.message).toBe("Copied!");
    const copyIcon = () =>
      screen.getByRole("button", { name: "Copy key" }).querySelector("i")?.className ?? "";
    expect(copyIcon()).toContain("bi-check-lg");
    act(() => void vi.advanceTimersByTime(400));
    expect(copyIcon()).toContain("bi-clipboard");
  });

  it("lists a saved key masked, with no way to show or copy it", () => {
    renderRow({ ...base, key: "tsk_abcdefgh••••••••••••••••" }, false);
    expect(screen.getByLabelText("API key").textContent).toBe("tsk_abcdefgh••••••••••••••••");
    expect(screen.queryByRole("button", { name: "Show key" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Copy key" })).toBeNull();
    expect(screen.getByRole("button", { name: "Delete key" })).toBeTruthy();
  });
});

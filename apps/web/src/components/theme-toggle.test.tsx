import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SETTINGS_KEY, settingsStore } from "../lib/settings-store";
import { ThemeToggle } from "./theme-toggle";

afterEach(() => {
  cleanup();
  settingsStore.set((s) => ({ ...s, darkMode: true }));
});

describe("ThemeToggle", () => {
  it("flips the colour mode and saves it on this device", () => {
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole("button", { name: "Switch to light mode" }));
    expect(settingsStore.get().darkMode).toBe(false);
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? "{}")).toMatchObject({ darkMode: false });
    expect(screen.getByRole("button", { name: "Switch to dark mode" })).toBeTruthy();
  });

  it("works as a switch in settings", () => {
    render(<ThemeToggle variant="switch" />);
    const box = screen.getByRole<HTMLInputElement>("switch", { name: "Dark mode" });
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(settingsStore.get().darkMode).toBe(false);
  });
});

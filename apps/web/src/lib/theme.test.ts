import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSettingsStore, SETTINGS_KEY } from "./settings-store";
import { applyTheme, themeColors } from "./theme";

const bootScript = readFileSync(resolve(import.meta.dirname, "../../public/theme-boot.js"), "utf8");
const mode = () => document.documentElement.getAttribute("data-bs-theme");
/** The colour of every theme-color meta (index.html has one per system scheme): one value, or "mixed". */
const themeColor = () => {
  const values = new Set(
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content),
  );
  return values.size === 1 ? [...values][0] : "mixed";
};

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#1B1C1B">' +
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#FFFFFF">';
  document.documentElement.removeAttribute("data-bs-theme");
});
afterEach(() => localStorage.clear());

describe("theme", () => {
  it("is dark by default", () => {
    expect(createSettingsStore(localStorage).get().darkMode).toBe(true);
    new Function(bootScript)();
    expect(mode()).toBe("dark");
    expect(themeColor()).toBe(themeColors.dark);
  });

  it("puts the colour mode on <html> and the browser theme colour", () => {
    applyTheme(false);
    expect(mode()).toBe("light");
    expect(themeColor()).toBe("#FFFFFF");
    applyTheme(true);
    expect(mode()).toBe("dark");
    expect(themeColor()).toBe("#1B1C1B");
  });

  it("keeps the light choice across a reload", () => {
    const store = createSettingsStore(localStorage);
    store.set((s) => ({ ...s, darkMode: false }));
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? "{}")).toMatchObject({ darkMode: false });

    // A reload: the boot script runs first, then a fresh store reads the same storage.
    new Function(bootScript)();
    expect(mode()).toBe("light");
    expect(themeColor()).toBe(themeColors.light);
    expect(createSettingsStore(localStorage).get().darkMode).toBe(false);
  });

  it("falls back to dark when the saved settings are unreadable", () => {
    localStorage.setItem(SETTINGS_KEY, "{not json");
    new Function(bootScript)();
    expect(mode()).toBe("dark");
    expect(createSettingsStore(localStorage).get()).toMatchObject({
      darkMode: true,
      unit: true,
      numberOfSessionsPerWeek: 4,
    });
  });

  it("keeps the other settings when the theme flips", () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ darkMode: true, community: true, numberOfSessionsPerWeek: 6 }),
    );
    const store = createSettingsStore(localStorage);
    store.set((s) => ({ ...s, darkMode: !s.darkMode }));
    expect(createSettingsStore(localStorage).get()).toMatchObject({
      darkMode: false,
      community: true,
      numberOfSessionsPerWeek: 6,
    });
  });
});

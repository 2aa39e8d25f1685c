import type { SetRow } from "@topset/shared";
import { afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "../lib/i18n/i18n";
import { messages } from "../lib/messages";
import { logSummary } from "../lib/set-rows";
import { isRouteHandle } from "../lib/routing/route-handle";
import en from "./locales/en.json";
import { routeTitle } from "./i18n";
import { routes } from "./router";

afterEach(() => showLanguage("en"));

const set = (id: number, done: boolean): SetRow =>
  ({ id, reps: 5, weight: 100, weight_unit: "kg", volume: 500, done }) as unknown as SetRow;

describe("route titles", () => {
  it("name every route by a key of the app catalog", () => {
    const titles = (routes[0]?.children ?? []).map((route) => route.handle as unknown);
    expect(titles.length).toBeGreaterThan(50);
    for (const handle of titles) {
      expect(isRouteHandle(handle) && Object.hasOwn(en.routeTitles, handle.title)).toBe(true);
    }
  });

  it("read in the language on screen; a title that is no key shows as it is", async () => {
    expect(routeTitle("meetReport")).toBe("Meet report");
    expect(routeTitle("Topset")).toBe("Topset");
    await showLanguage("de");
    expect(routeTitle("meetReport")).toBe("Wettkampfbericht");
    expect(routeTitle("Topset")).toBe("Topset");
  });
});

describe("lib texts", () => {
  it("follow the language when read, with German plurals and numbers", async () => {
    const sets = [set(1, true), set(2, true), set(3, false)];
    expect(logSummary(sets, "kg")).toBe("2 sets · 1 planned · 1,000 kg volume");
    await showLanguage("de");
    expect(messages.noData).toBe("Noch keine passenden Daten vorhanden!");
    expect(logSummary(sets, "kg")).toBe("2 Sätze · 1 geplant · 1.000 kg Volumen");
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { adjustRest, defaultRest, restFor, restTimerStore, startRest, stopRest } from "./rest-timer";

const squat = { id: 3, name: "Back squat" };

beforeEach(() => restTimerStore.set({ running: null, rests: {} }));

describe("the rest timer", () => {
  it("rests 3 minutes on the lifts, 90 seconds on accessories", () => {
    expect(defaultRest("Squat")).toBe(180);
    expect(defaultRest("Accessories")).toBe(90);
    expect(defaultRest(undefined)).toBe(180);
    expect(restFor(squat.id, "Squat")).toBe(180);
  });

  it("runs from a logged set and is kept on the device (a reload finds it)", () => {
    startRest(squat, 180, 1_000);
    expect(restTimerStore.get().running).toMatchObject({ endsAt: 181_000, told: false, name: "Back squat" });
    expect(JSON.parse(localStorage.getItem("topset.rest-timer")!)).toMatchObject({
      running: { endsAt: 181_000 },
    });
  });

  it("±15 s moves the end and becomes the exercise's rest", () => {
    startRest(squat, 180, 0);
    adjustRest(15, 10_000);
    expect(restTimerStore.get().running?.endsAt).toBe(195_000);
    expect(restFor(squat.id, "Squat")).toBe(195);
    adjustRest(-15, 10_000);
    adjustRest(-15, 10_000);
    expect(restFor(squat.id, "Squat")).toBe(165);
  });

  it("never ends before now, and Skip stops it", () => {
    startRest(squat, 30, 0);
    adjustRest(-60, 20_000);
    expect(restTimerStore.get().running?.endsAt).toBe(20_000);
    stopRest();
    expect(restTimerStore.get().running).toBeNull();
  });
});

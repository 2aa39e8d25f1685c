import { describe, expect, it } from "vitest";
import { clampIndex, logsWithVideos, tileWidth } from "./video-helpers";

describe("tileWidth", () => {
  it("is 100/n %", () => {
    expect(tileWidth(1)).toBe("100%");
    expect(tileWidth(4)).toBe("25%");
  });
  it("clamps to 1–7", () => {
    expect(tileWidth(0)).toBe("100%");
    expect(tileWidth(9)).toBe(`${100 / 7}%`);
  });
});

describe("helpers", () => {
  it("keeps logs with videos", () => {
    const logs = [
      { id: 1, videos: [] },
      { id: 2, videos: [{ id: 9 }] },
    ];
    expect(logsWithVideos(logs).map((l) => l.id)).toEqual([2]);
  });
  it("clamps the pager index", () => {
    expect(clampIndex(5, 2)).toBe(1);
    expect(clampIndex(-1, 2)).toBe(0);
    expect(clampIndex(0, 0)).toBe(0);
  });
});

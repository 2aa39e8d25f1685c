import { describe, expect, it } from "vitest";
import {
  clampIndex,
  logsWithVideos,
  tileWidth,
  videoFileError,
  videoMessages,
  videoUrls,
} from "./video-helpers";

describe("videoFileError", () => {
  it("asks for a file when none is chosen", () => {
    expect(videoFileError(null)).toBe(videoMessages.required);
    expect(videoFileError(undefined)).toBe(videoMessages.required);
  });
  it("accepts up to 10 MB and refuses more", () => {
    expect(videoFileError({ size: 10_000_000 })).toBeNull();
    expect(videoFileError({ size: 10_000_001 })).toBe(videoMessages.tooBig);
  });
});

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
  it("builds video urls", () => {
    expect(videoUrls(3).stream).toBe("/api/v1/videos/3/stream");
    expect(videoUrls(3).download).toBe("/api/v1/videos/3/download");
  });
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

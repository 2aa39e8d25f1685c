import { describe, expect, it } from "vitest";
import { videoUrls } from "./video-urls";

describe("videoUrls", () => {
  it("builds video urls", () => {
    expect(videoUrls(3).stream).toBe("/api/v1/videos/3/stream");
    expect(videoUrls(3).download).toBe("/api/v1/videos/3/download");
  });
});

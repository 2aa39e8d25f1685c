import { describe, expect, it } from "vitest";
import { videoFileError, videoMessages } from "./video-file";

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

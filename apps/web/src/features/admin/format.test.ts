import { describe, expect, it } from "vitest";
import { formatSize } from "./format";

describe("formatSize", () => {
  it.each([
    [0, "0 B"],
    [999, "999 B"],
    [1000, "1.0 kB"],
    [2_345_678, "2.3 MB"],
    [10_000_000, "10.0 MB"],
  ])("%d → %s", (bytes, text) => expect(formatSize(bytes)).toBe(text));
});

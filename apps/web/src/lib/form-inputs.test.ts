import { describe, expect, it } from "vitest";
import { asNullableNumber, asNullableText, asNumber, localDateTimeSchema, toLocalInput } from "./form-inputs";

describe("form inputs", () => {
  it("leaves an empty number out, and keeps half steps and decimals", () => {
    expect(asNumber.setValueAs("")).toBeUndefined();
    expect(asNumber.setValueAs("8.5")).toBe(8.5);
    expect(asNullableNumber.setValueAs("")).toBeNull();
    expect(asNullableNumber.setValueAs("102.5")).toBe(102.5);
  });

  it("trims text and turns blank into null", () => {
    expect(asNullableText.setValueAs("  paused  ")).toBe("paused");
    expect(asNullableText.setValueAs("   ")).toBeNull();
  });

  it("round-trips a local date-time through the datetime-local format to ISO", () => {
    const date = new Date(2026, 10, 22, 19, 5);
    expect(toLocalInput(date)).toBe("2026-11-22T19:05");
    expect(localDateTimeSchema("End time").parse(toLocalInput(date))).toBe(date.toISOString());
    const empty = localDateTimeSchema("End time").safeParse("");
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe("End time is required");
  });
});

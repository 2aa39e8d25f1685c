import { localReturnPath } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { baseUsername, isValidUsername, numberedUsername } from "./oidc-username.js";

describe("baseUsername", () => {
  it.each([
    [{ preferredUsername: "jane.doe" }, "jane_doe"],
    [{ preferredUsername: "José Ñúñez" }, "Jose_Nunez"],
    [{ email: "lifter+gym@example.test" }, "lifter_gym"],
    [{ name: "李" }, "lifter"],
    [{ preferredUsername: "ab" }, "ab_lifter"],
    [{ preferredUsername: "__x__" }, "x_lifter"],
    [{ preferredUsername: "a_very_long_name_that_goes_on" }, "a_very_long_name_tha"],
    [{ preferredUsername: "abcdefghijklmnopqrs.tu" }, "abcdefghijklmnopqrs"],
    [{}, "lifter"],
  ])("%j → %s", (claims, expected) => {
    const name = baseUsername(claims);
    expect(name).toBe(expected);
    expect(isValidUsername(name)).toBe(true);
  });

  it("numbers a taken name within the 20 characters", () => {
    for (const base of ["abc", "a_very_long_name_tha"]) {
      const numbered = numberedUsername(base);
      expect(numbered).toMatch(/_\d{4,5}$/);
      expect(isValidUsername(numbered)).toBe(true);
    }
  });
});

describe("localReturnPath", () => {
  it.each([
    ["/dashboard/sessions?tab=1", "/dashboard/sessions?tab=1"],
    ["//evil.test", undefined],
    ["/\\evil.test", undefined],
    ["https://evil.test", undefined],
    ["dashboard", undefined],
    ["/a\nb", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %j", (value, expected) => expect(localReturnPath(value)).toBe(expected));
});

import type { CurrentUser } from "@topset/shared";
import { describe, expect, it } from "vitest";
import {
  accountBodyOf,
  accountFieldsOf,
  needsCurrentPassword,
  personalBodyOf,
  personalFieldsOf,
} from "./user-bodies";

const user: CurrentUser = {
  id: 7,
  role: "user",
  username: "ada",
  email: "ada@example.test",
  first_name: "Ada",
  last_name: null,
  bio: null,
  birth_date: "1990-05-17",
  weight: 82.35,
  weight_unit: "kg",
  profile_picture_url: null,
  verified: true,
  deleted: false,
  created_at: "2026-01-01T00:00:00.000Z",
};

describe("personal information body", () => {
  it("keeps decimals, clears emptied text with '' and emptied date or weight with null", () => {
    const fields = personalFieldsOf(user);
    expect(fields).toMatchObject({ first_name: "Ada", last_name: "", weight: "82.35" });
    expect(personalBodyOf(fields)).toEqual({
      first_name: "Ada",
      last_name: "",
      bio: "",
      birth_date: "1990-05-17",
      weight: 82.35,
      weight_unit: "kg",
    });
    expect(personalBodyOf({ ...fields, birth_date: "", weight: " " })).toMatchObject({
      birth_date: null,
      weight: null,
    });
  });
});

describe("account information body", () => {
  it("sends only what changed and never an empty password", () => {
    const fields = accountFieldsOf(user);
    expect(accountBodyOf(fields, user)).toEqual({});
    expect(accountBodyOf({ ...fields, email: "ADA@example.test" }, user)).toEqual({});
    expect(accountBodyOf({ ...fields, username: "ada_l" }, user)).toEqual({ username: "ada_l" });
    expect(accountBodyOf({ ...fields, password: "new password!", current_password: "old" }, user)).toEqual({
      password: "new password!",
      current_password: "old",
    });
  });

  it("asks for and sends the current password with a new e-mail", () => {
    const fields = accountFieldsOf(user);
    expect(needsCurrentPassword(fields, user)).toBe(false);
    expect(needsCurrentPassword({ ...fields, email: " ADA@example.test " }, user)).toBe(false);
    const moved = { ...fields, email: "new@example.test", current_password: "old" };
    expect(needsCurrentPassword(moved, user)).toBe(true);
    expect(accountBodyOf(moved, user)).toEqual({ email: "new@example.test", current_password: "old" });
  });
});

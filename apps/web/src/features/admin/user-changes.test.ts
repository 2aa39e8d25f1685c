import type { AdminUserRow } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { changedFields, formOf } from "./user-changes";

const user: AdminUserRow = {
  id: 7,
  username: "lifter",
  email: "lifter@example.test",
  role: "user",
  first_name: "Ann",
  last_name: null,
  bio: "Squats",
  birth_date: "1990-01-02",
  verified: false,
  deleted: false,
  created_at: "2026-01-01T00:00:00.000Z",
  profile_picture_url: null,
};

describe("changedFields", () => {
  it("is empty when nothing changed, whitespace and empty-vs-null included", () => {
    expect(changedFields(user, formOf(user))).toEqual({});
    expect(changedFields(user, { ...formOf(user), first_name: " Ann ", last_name: "" })).toEqual({});
  });

  it("sends only the changed fields, trimmed", () => {
    expect(changedFields(user, { ...formOf(user), first_name: "Anna " })).toEqual({ first_name: "Anna" });
    expect(changedFields(user, { ...formOf(user), bio: "" })).toEqual({ bio: "" });
  });

  it("flips verified and active (active is the inverse of deleted)", () => {
    expect(changedFields(user, { ...formOf(user), verified: true, active: false })).toEqual({
      verified: true,
      deleted: true,
    });
    const disabled = { ...user, deleted: true };
    expect(changedFields(disabled, { ...formOf(disabled), active: true })).toEqual({ deleted: false });
  });

  it("sends a role change", () => {
    expect(changedFields(user, { ...formOf(user), role: "admin" })).toEqual({ role: "admin" });
  });
});

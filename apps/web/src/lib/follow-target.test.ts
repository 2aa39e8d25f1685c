import { describe, expect, it } from "vitest";
import { applyFollowAction } from "./follows.api";
import { parseFollowTab, userIdFromState } from "./follow-target";

const entry = (id: number) => ({ id, username: `u${id}`, first_name: null, last_name: null });

describe("userIdFromState", () => {
  it("reads a positive integer id", () => {
    expect(userIdFromState({ userId: 7 })).toBe(7);
  });
  it("ignores anything else", () => {
    expect(userIdFromState(null)).toBeNull();
    expect(userIdFromState({ userId: "7" })).toBeNull();
    expect(userIdFromState({ userId: -1 })).toBeNull();
    expect(userIdFromState({})).toBeNull();
  });
});

describe("parseFollowTab", () => {
  it("defaults to Followings", () => {
    expect(parseFollowTab(null)).toBe("Followings");
    expect(parseFollowTab("nope")).toBe("Followings");
    expect(parseFollowTab("Followers")).toBe("Followers");
  });
});

describe("applyFollowAction", () => {
  const me = { ...entry(1), followers: [entry(2)], followings: [entry(3)] };
  it("adds a following once", () => {
    expect(applyFollowAction(me, "follow", entry(4)).followings.map((e) => e.id)).toEqual([3, 4]);
    expect(applyFollowAction(me, "follow", entry(3)).followings.map((e) => e.id)).toEqual([3]);
  });
  it("unfollows and removes followers", () => {
    expect(applyFollowAction(me, "unfollow", entry(3)).followings).toEqual([]);
    expect(applyFollowAction(me, "removeFollower", entry(2)).followers).toEqual([]);
    expect(applyFollowAction(me, "removeFollower", entry(2)).followings).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { afterLoginPath, decideGuard } from "./guard";

const lifter = { username: "squatter", role: "user" } as const;
const admin = { username: "boss", role: "admin" } as const;

describe("route guards (spec section 2)", () => {
  it("1. sends a logged-out visitor of a login-required route to the dashboard login and remembers the path", () => {
    expect(decideGuard({ path: "/dashboard/sessions", search: "?page=2", auth: "user", user: null })).toEqual(
      {
        type: "redirect",
        to: "/dashboard/login",
        remember: "/dashboard/sessions?page=2",
      },
    );
    expect(decideGuard({ path: "/admin/users", auth: "admin", user: null })).toMatchObject({
      to: "/dashboard/login",
      remember: "/admin/users",
    });
  });

  it("2. sends a logged-in user away from login and signup to their profile", () => {
    for (const path of ["/login", "/signup", "/dashboard/login", "/dashboard/signup"]) {
      expect(decideGuard({ path, auth: "guest", user: lifter })).toEqual({
        type: "redirect",
        to: "/dashboard/profile/squatter",
      });
    }
    expect(decideGuard({ path: "/login", auth: "guest", user: null })).toEqual({
      type: "allow",
      verifyUser: false,
    });
  });

  it("3. sends a non-admin on any /admin path to /404, and lets an admin in", () => {
    expect(decideGuard({ path: "/admin", auth: "admin", user: lifter })).toEqual({
      type: "redirect",
      to: "/404",
    });
    expect(decideGuard({ path: "/admin/whatever/deep", auth: "public", user: lifter })).toEqual({
      type: "redirect",
      to: "/404",
    });
    expect(decideGuard({ path: "/admin/users", auth: "admin", user: admin })).toEqual({
      type: "allow",
      verifyUser: false,
    });
    expect(decideGuard({ path: "/administrator", auth: "public", user: null })).toEqual({
      type: "allow",
      verifyUser: false,
    });
  });

  it("4. sends a route marked warn to the dashboard error screen", () => {
    expect(decideGuard({ path: "/dashboard/blocks/3", auth: "user", warn: true, user: lifter })).toEqual({
      type: "redirect",
      to: "/dashboard/error",
    });
    // logging in still comes first
    expect(decideGuard({ path: "/dashboard/blocks/3", auth: "user", warn: true, user: null })).toMatchObject({
      to: "/dashboard/login",
    });
  });

  it("5. asks to check that a logged-in user still exists on public routes only", () => {
    expect(decideGuard({ path: "/", auth: "public", user: lifter })).toEqual({
      type: "allow",
      verifyUser: true,
    });
    expect(decideGuard({ path: "/", auth: "public", user: null })).toEqual({
      type: "allow",
      verifyUser: false,
    });
    expect(decideGuard({ path: "/dashboard/tools", auth: "user", user: lifter })).toEqual({
      type: "allow",
      verifyUser: false,
    });
  });
});

describe("after login", () => {
  it("takes an admin to /admin", () => {
    expect(afterLoginPath(admin, "/dashboard/sessions")).toBe("/admin");
  });

  it("takes a user to the remembered path, else to their profile", () => {
    expect(afterLoginPath(lifter, "/dashboard/tools?x=1")).toBe("/dashboard/tools?x=1");
    expect(afterLoginPath(lifter, null)).toBe("/dashboard/profile/squatter");
  });

  it("ignores a remembered path that leaves the site or loops back to login", () => {
    expect(afterLoginPath(lifter, "//evil.test/x")).toBe("/dashboard/profile/squatter");
    expect(afterLoginPath(lifter, "https://evil.test")).toBe("/dashboard/profile/squatter");
    expect(afterLoginPath(lifter, "/dashboard/login")).toBe("/dashboard/profile/squatter");
  });
});

import type { CurrentUser } from "@topset/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore, logIn } from "./auth-store";
import { queryClient } from "./query-client";
import { bindNavigator, checkSession, currentUserQuery } from "./session";

const user: CurrentUser = {
  id: 7,
  role: "user",
  username: "lifter",
  email: "lifter@example.test",
  first_name: null,
  last_name: null,
  bio: null,
  birth_date: null,
  weight: null,
  weight_unit: "kg",
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  profile_picture_url: null,
  verified: true,
  deleted: false,
  created_at: "2026-01-01T00:00:00.000Z",
};
const sessionsKey = ["sessions", "list"];
const navigate = vi.fn();

beforeEach(() => {
  bindNavigator(navigate);
  logIn(user);
  queryClient.setQueryData(sessionsKey, { pages: [{ data: [{ id: 1 }] }], pageParams: [1] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  navigate.mockReset();
});

describe("checkSession", () => {
  // The old rule logged out when the check could not reach the server at startup; a lifter opening
  // the app in a basement lost the login and the cached data. Only the server can end a session now.
  it("keeps the stored login and the cached data when the network is unreachable", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await checkSession();
    expect(authStore.get().isLoggedIn).toBe(true);
    expect(authStore.get().user?.username).toBe("lifter");
    expect(queryClient.getQueryData(sessionsKey)).toBeDefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("keeps the login when the server answers 5xx", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("", { status: 503 })));
    await checkSession();
    expect(authStore.get().isLoggedIn).toBe(true);
  });

  it.each([401, 403])("logs out on a %s and forgets the cached data", async (status) => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ message: "Not logged in" }), { status })),
    );
    await checkSession();
    expect(authStore.get().isLoggedIn).toBe(false);
    expect(queryClient.getQueryData(sessionsKey)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/login", { replace: true });
  });

  it("takes the server's copy of the user when it answers", async () => {
    const renamed = { ...user, first_name: "Ada" };
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValue(new Response(JSON.stringify({ message: "ok", data: [renamed] }), { status: 200 })),
    );
    await checkSession();
    expect(authStore.get().user?.first_name).toBe("Ada");
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toMatchObject({ first_name: "Ada" });
  });
});

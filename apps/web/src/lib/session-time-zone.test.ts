import type { CurrentUser } from "@topset/shared";
import { afterEach, describe, expect, it, vi } from "vitest";

const { authStore, logIn } = await import("./auth-store");
const { browserTimeZone, syncTimeZone } = await import("./session");

const user = (timezone: string | null): CurrentUser => ({
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
  timezone,
  profile_picture_url: null,
  verified: true,
  deleted: false,
  created_at: "2026-01-01T00:00:00.000Z",
});

/** Records the calls the app makes and answers each with the user as the server would store it. */
function recordCalls() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { timezone: string };
    calls.push({ url, method: String(init.method), body });
    return new Response(JSON.stringify({ message: "ok", data: [user(body.timezone)] }), { status: 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("syncTimeZone", () => {
  const zone = browserTimeZone();

  it("knows the browser's zone", () => {
    expect(zone).toBeTruthy();
  });

  it("leaves an account whose zone is the browser's alone", async () => {
    const calls = recordCalls();
    await syncTimeZone(user(zone));
    expect(calls).toEqual([]);
  });

  it("sets an unset or different zone once, to the browser's", async () => {
    const calls = recordCalls();
    logIn(user(null));
    await syncTimeZone(user(null));
    await syncTimeZone(user("Mars/Olympus_Mons"));
    expect(calls).toEqual([
      { url: "/api/v1/users/7/update-personal-information", method: "PATCH", body: { timezone: zone } },
    ]);
    expect(authStore.get().user?.timezone).toBe(zone);
  });
});

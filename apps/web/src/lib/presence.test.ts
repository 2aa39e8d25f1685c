import type { CurrentUser } from "@topset/shared";
import { describe, expect, it, vi } from "vitest";

// The transport is replaced by a recorder: what is under test is when this tab connects, what it
// says, and when it leaves. The server side is tested for real in apps/server (presence.test.ts).
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  const socket = {
    id: "sock-1",
    connected: false,
    active: false,
    emitted: [] as Array<[string, unknown]>,
    on(event: string, fn: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return socket;
    },
    off(event: string, fn: (...args: unknown[]) => void) {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((h) => h !== fn),
      );
      return socket;
    },
    emit(event: string, payload: unknown) {
      socket.emitted.push([event, payload]);
      return socket;
    },
    connect: vi.fn(() => {
      socket.active = true;
      socket.connected = true;
      handlers.get("connect")?.forEach((h) => h());
    }),
    disconnect: vi.fn(() => {
      socket.active = false;
      socket.connected = false;
      handlers.get("disconnect")?.forEach((h) => h("io client disconnect"));
    }),
    fire(event: string, ...args: unknown[]) {
      handlers.get(event)?.forEach((h) => h(...args));
    },
  };
  return { socket, io: vi.fn(() => socket) };
});
vi.mock("socket.io-client", () => ({ io: fake.io }));

const { clearAuth, logIn } = await import("./auth-store");
const { leavePresence, onOnlineUsers, startPresence } = await import("./presence");

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
  profile_picture_url: null,
  verified: true,
  deleted: false,
  created_at: "2026-01-01T00:00:00.000Z",
};

describe("presence client", () => {
  it("connects on login with the spec's backoff, announces itself without the e-mail, and leaves on logout", () => {
    clearAuth();
    startPresence();
    expect(fake.socket.connect).not.toHaveBeenCalled();

    logIn(user, "0.1.0");
    expect(fake.io).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/socket.io",
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        timeout: 20_000,
      }),
    );
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
    expect(fake.socket.emitted).toEqual([
      ["onlineUser", { id: 7, username: "lifter", profile_picture_url: null, agent: navigator.userAgent }],
    ]);
    expect(JSON.stringify(fake.socket.emitted)).not.toContain("lifter@example.test");

    // A reconnect announces again.
    fake.socket.fire("connect");
    expect(fake.socket.emitted).toHaveLength(2);

    fake.socket.emitted.length = 0;
    leavePresence();
    expect(fake.socket.emitted).toEqual([["userDisconnected", { id: 7, socket_id: "sock-1" }]]);
    expect(fake.socket.disconnect).toHaveBeenCalledTimes(1);

    // As logOut goes on, the login state clears; logging in again reconnects.
    clearAuth();
    logIn(user, "0.1.0");
    expect(fake.socket.connect).toHaveBeenCalledTimes(2);
    expect(fake.socket.connected).toBe(true);
    // A forced logout (the session expired) only clears the login state: the tab leaves too.
    fake.socket.emitted.length = 0;
    clearAuth();
    expect(fake.socket.emitted).toEqual([["userDisconnected", { id: 7, socket_id: "sock-1" }]]);
    expect(fake.socket.connected).toBe(false);
  });

  it("hands pushed lists to the admin panel until it unsubscribes", () => {
    const seen: unknown[] = [];
    const stop = onOnlineUsers((users) => seen.push(users));
    fake.socket.fire("onlineUser", [{ id: 1 }]);
    stop();
    fake.socket.fire("onlineUser", [{ id: 2 }]);
    expect(seen).toEqual([[{ id: 1 }]]);
  });
});

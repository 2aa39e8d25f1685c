import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, ORIGIN, type TestApp } from "../../test/harness.js";
import { PRESENCE_EVENT_LIMIT, PRESENCE_MAX_MESSAGE_BYTES } from "./presence-socket.js";

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

describe("socket message size cap", () => {
  it("closes a socket that sends a frame over 64 KB, keeps one that sends a normal announcement", async () => {
    const user = await createUser(t);
    const open = (): Promise<Socket> =>
      new Promise((resolve, reject) => {
        const socket = connect(url, {
          transports: ["websocket"],
          extraHeaders: { origin: ORIGIN, cookie: user.cookie },
          reconnection: false,
        });
        socket.once("connect", () => resolve(socket));
        socket.once("connect_error", reject);
      });

    const big = await open();
    const closed = new Promise<string>((resolve) => {
      big.once("disconnect", (reason) => resolve(reason));
      setTimeout(() => resolve("still open"), 3000);
    });
    big.emit("onlineUser", { agent: "x".repeat(PRESENCE_MAX_MESSAGE_BYTES + 1) });
    expect(await closed).toBe("transport close");

    const small = await open();
    small.emit("onlineUser", { agent: "ok" });
    await new Promise((r) => setTimeout(r, 200));
    expect(small.connected).toBe(true);
    small.disconnect();
  });

  it("closes a socket that floods events (announce / goodbye in a loop)", async () => {
    const user = await createUser(t);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect(url, {
        transports: ["websocket"],
        extraHeaders: { origin: ORIGIN, cookie: user.cookie },
        reconnection: false,
      });
      s.once("connect", () => resolve(s));
      s.once("connect_error", reject);
    });
    const closed = new Promise<string>((resolve) => {
      socket.once("disconnect", (reason) => resolve(reason));
      setTimeout(() => resolve("still open"), 3000);
    });
    for (let i = 0; i < PRESENCE_EVENT_LIMIT.max + 10; i++) {
      socket.emit(i % 2 === 0 ? "onlineUser" : "userDisconnected");
    }
    expect(await closed).toBe("io server disconnect");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchTransport } from "./fetch-transport";

const call = { method: "POST" as const, path: "/api/v1/sets", body: { reps: 5 }, idempotencyKey: "k" };

function answer(body: string, init: ResponseInit & { redirected?: boolean }) {
  const response = new Response(body, init);
  if (init.redirected) Object.defineProperty(response, "redirected", { value: true });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("fetchTransport", () => {
  it("passes the server's JSON answer on", async () => {
    answer(JSON.stringify({ status: "success", data: [{ id: 1 }] }), {
      status: 201,
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(await fetchTransport(call)).toEqual({
      status: 201,
      json: { status: "success", data: [{ id: 1 }] },
    });
  });

  it("reads a captive portal's HTML page answered 200 as no network", async () => {
    answer("<html>Log in to the gym's Wi-Fi</html>", {
      status: 200,
      headers: { "Content-Type": "text/html" },
    });
    await expect(fetchTransport(call)).rejects.toThrow(TypeError);
  });

  it("reads a followed redirect as no network, even when it ends on JSON", async () => {
    answer(JSON.stringify({ status: "success" }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
      redirected: true,
    });
    await expect(fetchTransport(call)).rejects.toThrow(TypeError);
  });
});

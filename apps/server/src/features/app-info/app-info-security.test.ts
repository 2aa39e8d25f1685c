import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, request, type TestApp } from "../../test/harness.js";
import { TRACKER_RETRY_MS, trackerItems } from "./issue-tracker.js";

// A local stand-in for a tracker that is down.
let hits = 0;
const tracker = http.createServer((_req, res) => {
  hits++;
  res.writeHead(500).end("down");
});
let base = "";
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => tracker.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
  t = await createTestApp({ ISSUE_TRACKER_URL: `${base}/down` });
});
afterAll(async () => {
  await t.close();
  tracker.closeAllConnections();
  await new Promise((resolve) => tracker.close(resolve));
});

describe("GET /api/v1/app/issues with a failing tracker (API4: spend on third parties)", () => {
  it("members' page views do not each become an outbound request; it retries after a while", async () => {
    const user = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request(t, { method: "GET", url: "/api/v1/app/issues", as: user })),
    );
    for (const res of answers) expect(res.json()).toMatchObject({ data: [], available: false });
    for (let i = 0; i < 5; i++) await request(t, { method: "GET", url: "/api/v1/app/issues", as: user });
    expect(hits).toBe(1);
    // Once the pause is over, the next view tries again.
    expect(await trackerItems(`${base}/down`, Date.now() + TRACKER_RETRY_MS + 1)).toBeUndefined();
    expect(hits).toBe(2);
  });
});

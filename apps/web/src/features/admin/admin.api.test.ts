import { describe, expect, it } from "vitest";
import { parseLogEntry } from "./admin.api";

describe("parseLogEntry", () => {
  it("reads a request line: level, ISO time, message and what it served", () => {
    const raw = JSON.stringify({
      level: "info",
      time: 1_700_000_000_000,
      pid: 1,
      reqId: "req-1",
      req: { method: "GET", url: "/api/admin/stats", ip: "1.2.3.4" },
      res: { statusCode: 200 },
      responseTime: 3.4,
      msg: "request completed",
    });
    expect(parseLogEntry(raw)).toEqual({
      level: "info",
      time: "2023-11-14T22:13:20.000Z",
      msg: "request completed",
      detail: "GET /api/admin/stats → 200 3 ms",
    });
  });

  it("shows an admin action's own fields", () => {
    const raw = JSON.stringify({
      level: "info",
      time: 1,
      msg: "admin deleted a video",
      adminId: 1,
      videoId: 9,
    });
    expect(parseLogEntry(raw).detail).toBe("adminId=1 videoId=9");
  });

  it("keeps a line that is not JSON as an error entry", () => {
    expect(parseLogEntry("boom")).toEqual({ level: "error", time: "", msg: "boom", detail: "" });
  });
});

import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createAdmin,
  createUser,
  request,
  unique,
  useTestApp,
  type TestApp,
  type TestUser,
} from "../../test/harness.js";
import { startSession } from "../../test/fixtures/training.js";
import { storeVideo } from "../../test/fixtures/videos.js";

const t = useTestApp();
let admin: TestUser;
let member: TestUser;
/** Targets the destructive routes act on, made fresh for the admin's call. */
let target: { userId: number; sessionId: number; videoId: number };

beforeAll(async () => {
  admin = await createAdmin(t);
  member = await createUser(t);
  const owner = await createUser(t);
  const { video } = await storeVideo(t, owner);
  const other = await startSession(t, owner);
  target = { userId: owner.id, sessionId: other.id, videoId: video.id };
});

type Route = {
  method: InjectOptions["method"];
  /** The route as registered; `url` fills in the ids. */
  path: string;
  url: () => string;
  payload?: () => object;
  ok: number;
};

/**
 * Every admin route. A new /api/admin route goes here, and the matrix below checks it for the
 * admin (2xx), a member (403) and an anonymous caller (401). Destructive ones come last.
 */
const routes: Route[] = [
  { method: "GET", path: "/api/admin/stats", url: () => "/api/admin/stats", ok: 200 },
  // Served by the presence feature, listed here so the matrix covers every /api/admin route.
  { method: "GET", path: "/api/admin/online-users", url: () => "/api/admin/online-users", ok: 200 },
  { method: "GET", path: "/api/admin/view-logs", url: () => "/api/admin/view-logs?latest=-25", ok: 200 },
  { method: "GET", path: "/api/admin/clear-all-cache", url: () => "/api/admin/clear-all-cache", ok: 200 },
  { method: "GET", path: "/api/admin/refresh-index", url: () => "/api/admin/refresh-index", ok: 200 },
  { method: "GET", path: "/api/v1/users", url: () => "/api/v1/users?perPage=10&currentPage=1", ok: 200 },
  { method: "GET", path: "/api/admin/videos", url: () => "/api/admin/videos", ok: 200 },
  { method: "GET", path: "/api/admin/sessions", url: () => "/api/admin/sessions", ok: 200 },
  {
    method: "GET",
    path: "/api/admin/sessions/:id",
    url: () => `/api/admin/sessions/${target.sessionId}`,
    ok: 200,
  },
  {
    method: "POST",
    path: "/api/admin/users",
    url: () => "/api/admin/users",
    payload: () => {
      const username = unique("a");
      return { username, email: `${username}@example.test`, role: "user" };
    },
    ok: 201,
  },
  {
    method: "POST",
    path: "/api/admin/users/:id/send-reset-password",
    url: () => `/api/admin/users/${target.userId}/send-reset-password`,
    ok: 200,
  },
  {
    method: "GET",
    path: "/api/admin/videos/:id/stream",
    url: () => `/api/admin/videos/${target.videoId}/stream`,
    ok: 200,
  },
  // Two-factor sign-in (decision 047): the admins' requirement (left off) and a member's reset.
  { method: "GET", path: "/api/admin/security", url: () => "/api/admin/security", ok: 200 },
  {
    method: "PUT",
    path: "/api/admin/security",
    url: () => "/api/admin/security",
    payload: () => ({ require_admin_2fa: false }),
    ok: 200,
  },
  {
    method: "DELETE",
    path: "/api/admin/users/:id/two-factor",
    url: () => `/api/admin/users/${target.userId}/two-factor`,
    ok: 200,
  },
  {
    method: "DELETE",
    path: "/api/admin/videos/:id",
    url: () => `/api/admin/videos/${target.videoId}`,
    ok: 200,
  },
  {
    method: "DELETE",
    path: "/api/admin/sessions/:id",
    url: () => `/api/admin/sessions/${target.sessionId}`,
    ok: 200,
  },
];

describe("admin routes × callers", () => {
  const call = (r: Route, as?: TestUser) =>
    request(t, { method: r.method, url: r.url(), as, ...(r.payload ? { payload: r.payload() } : {}) });

  it.each(routes)("$method $path: anonymous 401, member 403, admin $ok", async (r) => {
    const anonymous = await call(r);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const asMember = await call(r, member);
    expect(asMember.statusCode, asMember.body).toBe(403);
    expect(asMember.json().message).toBe("Unauthorized to access this route");
    const asAdmin = await call(r, admin);
    expect(asAdmin.statusCode, asAdmin.body).toBe(r.ok);
  });

  it("lists every admin route the app registers", () => {
    const registered = registeredAdminRoutes(t);
    expect(registered.length).toBeGreaterThan(5);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`))).toEqual(new Set(registered));
  });
});

/**
 * The admin routes the whole app registers (HEAD twins left out), read from Fastify's route tree:
 * each line is a path segment under its parent, indented four characters a level.
 */
function registeredAdminRoutes(app: TestApp): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of app.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    stack.length = [...match[1]!].length / 4;
    stack.push(match[2]!);
    const path = stack.join("");
    for (const method of match[3]?.split(", ") ?? []) if (method !== "HEAD") found.push(`${method} ${path}`);
  }
  return found.filter((r) => r.includes(" /api/admin") || r === "GET /api/v1/users");
}

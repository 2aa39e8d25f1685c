// The contract replay's rows for authentication, the account and the admin area (in the order they run).
import { expect } from "vitest";
import { unique, whoAmI, type TestApp } from "../harness.js";
import { keysOf, type Row, v1 } from "./world.js";

// prettier-ignore
export const accountCalls = (t: TestApp): Row[] => [
  // ---- authentication and account --------------------------------------------------------------
  { call: "GET /api/v1/users/check-authentication", as: "member", url: () => v1("/users/check-authentication"), shape: "message" },
  {
    call: "POST /api/auth/login", as: "anonymous", url: () => "/api/auth/login", shape: "record",
    body: (w) => ({ email: w.friend.email, password: w.friend.password, remember_me: true }),
    check: (b, w) => {
      expect(b.data[0]).toMatchObject({ id: w.friend.id, username: w.friend.username, email: w.friend.email, role: "user" });
      expect(b.appVersion).toEqual(expect.any(String));
    },
  },
  {
    call: "POST /api/auth/signup", as: "anonymous", url: () => "/api/auth/signup", shape: "message",
    body: () => {
      const username = unique("sig");
      return { username, email: `${username}@example.test`, password: "a good long password" };
    },
  },
  {
    call: "GET /api/auth/logout", as: "member", cookie: (w) => w.logoutCookie, url: () => "/api/auth/logout", shape: "message",
    check: async (_b, w) => expect((await whoAmI(t, w.logoutCookie)).statusCode).toBe(401),
  },
  { call: "GET /api/auth/reverify?email", as: "anonymous", url: (w) => `/api/auth/reverify?email=${encodeURIComponent(w.unverified.email)}`, shape: "message" },
  { call: "GET /api/auth/verify-email/{uid}?token", as: "anonymous", url: (w) => `/api/auth/verify-email/${w.verify.uid}?token=${w.verify.token}`, shape: "message" },
  { call: "POST /api/auth/forget-password", as: "anonymous", url: () => "/api/auth/forget-password", body: (w) => ({ email: w.friend.email }), shape: "message" },
  {
    call: "POST /api/auth/reset-password", as: "anonymous", url: () => "/api/auth/reset-password", shape: "message",
    body: (w) => ({ uid: w.reset.uid, token: w.reset.token, newPassword: "a brand new password", newConfirmedPassword: "a brand new password" }),
  },
  {
    call: "POST /api/contact", as: "anonymous", url: () => "/api/contact", shape: "message",
    body: () => ({ email: "visitor@example.test", subject: "FEATURE", message: "Please add a deload planner." }),
    check: (b) => expect(b.message).toBe("We'll get in touch with you soon!"),
  },

  // ---- users -----------------------------------------------------------------------------------
  {
    call: "GET /api/v1/users?cache=false&perPage&currentPage&search", as: "admin", shape: "paged",
    url: (w) => v1(`/users?cache=false&perPage=10&currentPage=1&search=${w.victim.username}`),
    check: (b, w) => expect(b.data[0]).toMatchObject({ id: w.victim.id, username: w.victim.username }),
  },
  { call: "GET /api/v1/users/{id}", as: "member", url: (w) => v1(`/users/${w.member.id}`), shape: "record", check: (b, w) => expect(b.data[0].id).toBe(w.member.id) },
  {
    call: "PATCH /api/v1/users/{id}", note: "admin edit, changed fields only", as: "admin", shape: "record",
    url: (w) => v1(`/users/${w.victim.id}`), body: () => ({ first_name: "Katherine", verified: true }),
    check: (b, w) => expect(b.data[0]).toMatchObject({ id: w.victim.id, first_name: "Katherine" }),
  },
  { call: "DELETE /api/v1/users/{id}", as: "admin", url: (w) => v1(`/users/${w.victim.id}`), shape: "message" },
  {
    call: "POST multipart /api/v1/users/update-profile-picture/{id}", as: "member", shape: "record",
    url: (w) => v1(`/users/update-profile-picture/${w.member.id}`),
    multipart: (w) => [{ name: "user_id", value: String(w.member.id) }, { name: "picture", filename: "me.jpg", type: "image/jpeg", data: w.picture }],
    check: (b) => {
      expect(b.message).toBe("Your profile picture has been updated!");
      expect(b.data[0].profile_picture_url).toEqual(expect.any(String));
    },
  },
  {
    call: "PATCH /api/v1/users/{id}/update-personal-information", as: "member", shape: "record",
    url: (w) => v1(`/users/${w.member.id}/update-personal-information`),
    body: () => ({ first_name: "Ada", last_name: "King", bio: "Powerlifter, 3 years in.", birth_date: "1990-04-12", weight: 181.5 }),
    check: (b) => {
      expect(b.message).toBe("Updated personal information!");
      expect(b.data[0]).toMatchObject({ last_name: "King", birth_date: "1990-04-12", weight: 181.5, weight_unit: "lbs" });
    },
  },
  {
    call: "PATCH /api/v1/users/{id}/update-account-information", note: "without a new password", as: "member", shape: "record",
    url: (w) => v1(`/users/${w.member.id}/update-account-information`),
    body: (w) => ({ email: w.member.email, username: `ada_${w.member.id}` }),
    check: (b, w) => {
      expect(b.message).toBe("Updated account information!");
      expect(b.data[0].username).toBe(`ada_${w.member.id}`);
    },
  },
  {
    call: "GET /api/v1/users/{id}/download-user-data", as: "member", url: (w) => v1(`/users/${w.member.id}/download-user-data`), shape: "message",
    check: (b) => expect(b.message).toBe("Request has been sent successfully. We will email you after processing the data!"),
  },
  {
    call: "GET /api/v1/users/{userId}/followers", as: "member", url: (w) => v1(`/users/${w.member.id}/followers`), shape: "record",
    check: (b, w) => {
      const entry = { id: w.friend.id, username: w.friend.username, first_name: "Grace", last_name: "Hopper" };
      expect(b.data[0].user.followers).toEqual([entry]);
      expect(b.data[0].user.followings).toEqual([entry]);
    },
  },
  { call: "POST /api/v1/cache/user/{id}", as: "member", url: (w) => v1(`/cache/user/${w.member.id}`), shape: "message", check: (b) => expect(b.message).toBe("Cache has been cleared!") },

  // ---- admin -----------------------------------------------------------------------------------
  { call: "GET /api/admin/clear-all-cache", as: "admin", url: () => "/api/admin/clear-all-cache", shape: "message" },
  { call: "GET /api/admin/refresh-index", as: "admin", url: () => "/api/admin/refresh-index", shape: "message", check: (b) => expect(b.message).toBe("All indexes have been refreshed") },
  {
    call: "GET /api/admin/stats", as: "admin", url: () => "/api/admin/stats", shape: "record",
    check: (b) => expect(b.data[0]).toMatchObject({ users: expect.any(Number), videos: expect.any(Number) }),
  },
  {
    call: "GET /api/admin/view-logs?latest=-{n}", as: "admin", url: () => "/api/admin/view-logs?latest=-25", shape: "list",
    check: (b) => {
      expect(b.data.length).toBeGreaterThan(0);
      for (const line of b.data) expect(keysOf(JSON.parse(line))).toEqual(expect.arrayContaining(["level", "time", "msg"]));
    },
  },
  { call: "GET /api/admin/online-users", as: "admin", url: () => "/api/admin/online-users", shape: "list" },

];

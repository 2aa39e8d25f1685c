import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { changelogSubscriptions } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { announceNewVersion } from "./changelog-announce.js";

const t = useTestApp();

const subscribe = (user: TestUser, email = user.email) =>
  request(t, {
    method: "POST",
    url: "/api/v1/subscriptions/subscribe-changelog",
    payload: { email, user_id: user.id },
    as: user,
  });
const lookup = (user: TestUser, email = user.email) =>
  request(t, {
    method: "GET",
    url: `/api/v1/subscriptions/changelog-subscription?email=${encodeURIComponent(email)}`,
    as: user,
  });

describe("GET /api/v1/variables/changelogs", () => {
  it("answers the versions newest first as HTML; needs a login", async () => {
    const user = await createUser(t);
    const res = await request(t, { method: "GET", url: "/api/v1/variables/changelogs", as: user });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().data;
    expect(latest.current).toBe(true);
    expect(latest.changelog).toContain("<li>");
    // A client written from the spec reads the entries from `changelogs`.
    expect(res.json().changelogs).toEqual(res.json().data);
    expect((await request(t, { method: "GET", url: "/api/v1/variables/changelogs" })).statusCode).toBe(401);
  });
});

describe("changelog subscription", () => {
  it("subscribes once (mail sent), looks up as one record, unsubscribes at once", async () => {
    const user = await createUser(t);
    expect((await lookup(user)).json().data).toEqual([]);
    const res = await subscribe(user);
    expect(res.statusCode, res.body).toBe(201);
    const again = await subscribe(user);
    expect(again.statusCode).toBe(200);
    expect((await lookup(user)).json().data).toHaveLength(1);
    const mails = (await t.mails()).filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("changelog");
    const off = await request(t, {
      method: "POST",
      url: "/api/v1/subscriptions/unsubscribe-changelog",
      payload: { email: user.email.toUpperCase(), user_id: user.id },
      as: user,
    });
    expect(off.statusCode).toBe(200);
    expect((await lookup(user)).json().data).toEqual([]);
  });

  it("only for one's own e-mail (403), with a login (401) and a valid e-mail (400)", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    expect((await lookup(a, b.email)).statusCode).toBe(403);
    expect((await subscribe(a, b.email)).statusCode).toBe(403);
    const forB = await request(t, {
      method: "POST",
      url: "/api/v1/subscriptions/subscribe-changelog",
      payload: { email: b.email, user_id: b.id },
      as: a,
    });
    expect(forB.statusCode).toBe(403);
    // The e-mail decides; a stale user_id with one's own address is no error.
    const stale = await request(t, {
      method: "POST",
      url: "/api/v1/subscriptions/subscribe-changelog",
      payload: { email: a.email, user_id: b.id },
      as: a,
    });
    expect(stale.statusCode, stale.body).toBe(201);
    expect((await subscribe(a, "not-an-email")).statusCode).toBe(400);
    expect((await lookup(a, "")).statusCode).toBe(400);
    const anon = await request(t, {
      method: "POST",
      url: "/api/v1/subscriptions/subscribe-changelog",
      payload: { email: a.email },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe("announceNewVersion", () => {
  it("mails each subscriber once per newer version, never for the same or an older one", async () => {
    const user = await createUser(t);
    expect((await subscribe(user)).statusCode).toBe(201);
    const db = t.database.db;
    const deps = { db, mailer: t.mailer, logger: pino({ level: "silent" }), appUrl: "http://localhost:3000" };
    const changelog = [{ version: "99.0.0", date: null, markdown: "### Added\n\n- Something **new**" }];
    const mine = async () =>
      (await t.mails()).filter((m) => m.to === user.email && m.subject.includes("99.0.0"));

    // Other subscribers from other tests may be due too; this user must be among the recipients once.
    await announceNewVersion({ ...deps, version: "99.0.0", changelog });
    const first = await mine();
    expect(first).toHaveLength(1);
    expect(first[0]?.text).toContain("• Something new");
    await announceNewVersion({ ...deps, version: "99.0.0", changelog });
    await announceNewVersion({ ...deps, version: "98.0.0", changelog });
    expect(await mine()).toHaveLength(1);
    const [row] = await db
      .select()
      .from(changelogSubscriptions)
      .where(eq(changelogSubscriptions.userId, user.id));
    expect(row?.lastVersionMailed).toBe("99.0.0");
  });
});

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  authChallenges,
  blocks,
  exercises,
  idempotencyKeys,
  logs,
  oidcIdentities,
  passkeys,
  recoveryCodes,
  sessions,
  sets,
  users,
  userTotp,
  variables,
  videos,
  webhooks,
} from "../../db/schema/index.js";
import { createAdmin, createUser, login, request, useTestApp, whoAmI } from "../../test/harness.js";
import { makeImage, uploadPicture, withTrainingData } from "../../test/fixtures/users.js";
import { storedFiles } from "../../test/fixtures/videos.js";

const t = useTestApp();

const countOf = async (
  table: typeof sessions | typeof variables | typeof blocks | typeof videos | typeof idempotencyKeys,
  userId: number,
) => (await t.database.db.select({ id: table.id }).from(table).where(eq(table.userId, userId))).length;

describe("DELETE /api/v1/users/:id", () => {
  it("every foreign key to users cascades, so a deleted account leaves no rows behind", async () => {
    type Fk = { table_name: string; column_name: string; confdeltype: string };
    const result = (await t.database.db.execute(sql`
      select conrelid::regclass::text as table_name, confdeltype::text as confdeltype,
        (select attname from pg_attribute where attrelid = conrelid and attnum = conkey[1])::text as column_name
      from pg_constraint where contype = 'f' and confrelid = 'users'::regclass`)) as unknown;
    // PGlite answers { rows }, node-postgres too; keep both shapes.
    const list: Fk[] = Array.isArray(result) ? result : (result as { rows: Fk[] }).rows;
    expect(list.length).toBeGreaterThan(5);
    // Except who wrote an athlete's program or routine: those rows are the athlete's, and a coach
    // deleting their account leaves them in place, unsigned (docs/decisions/045-coach-workspace.md).
    const kept = list.filter((r) => r.confdeltype !== "c").map((r) => `${r.table_name}.${r.column_name}`);
    expect(kept.sort()).toEqual(["programs.coach_id", "routines.coach_id"]);
  });

  it("the owner deletes the account for good: rows, files and sessions go, the cookie is cleared", async () => {
    const [user, bystander] = await Promise.all([createUser(t), createUser(t)]);
    const data = await withTrainingData(t, user);
    const theirs = await withTrainingData(t, bystander);
    expect((await uploadPicture(t, user.id, user, await makeImage(64, 64))).statusCode).toBe(200);
    const picture = storedFiles(t).find((f) => f.startsWith("avatars/"))!;

    const res = await request(t, {
      method: "DELETE",
      url: `/api/v1/users/${user.id}`,
      as: user,
      payload: { password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name.endsWith("topset_session"))?.value).toBe("");

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    for (const table of [sessions, logs, sets, variables, blocks, videos, exercises]) {
      expect(await db.select({ id: table.id }).from(table).where(eq(table.userId, user.id))).toEqual([]);
    }
    const files = storedFiles(t);
    expect(files).not.toContain(data.videoKey);
    expect(files).not.toContain(picture);
    expect(files).toContain(theirs.videoKey);
    expect(await countOf(sessions, bystander.id)).toBe(1);

    expect((await whoAmI(t, user.cookie)).statusCode).toBe(401);
    expect((await login(t, user)).statusCode).toBe(401);
  });

  it("takes the account's sign-in factors, steps, identities and webhooks with it", async () => {
    const user = await createUser(t);
    const db = t.database.db;
    const userId = user.id;
    await db.insert(userTotp).values({ userId, secretSealed: "v1.sealed", confirmedAt: new Date() });
    await db.insert(recoveryCodes).values({ userId, codeHash: "c".repeat(64) });
    await db.insert(passkeys).values({
      userId,
      credentialId: `del-${userId}`,
      publicKey: "pk",
      name: "Key",
      deviceType: "singleDevice",
    });
    await db.insert(authChallenges).values({
      userId,
      tokenHash: `del-${userId}`,
      purpose: "second-factor",
      expiresAt: new Date(Date.now() + 60_000),
    });
    await db
      .insert(oidcIdentities)
      .values({ userId, issuer: "https://id.example", subject: `del-${userId}` });
    await db
      .insert(webhooks)
      .values({ userId, url: "https://hooks.example", events: ["set.created"], secretSealed: "v1.x" });
    const res = await request(t, {
      method: "DELETE",
      url: `/api/v1/users/${userId}`,
      as: user,
      payload: { password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(userTotp).where(eq(userTotp.userId, userId))).toEqual([]);
    for (const table of [recoveryCodes, passkeys, authChallenges, oidcIdentities, webhooks]) {
      expect(await db.select({ id: table.id }).from(table).where(eq(table.userId, userId))).toEqual([]);
    }
  });

  it("the owner's deletion needs the password: missing or wrong is a 400 and nothing is deleted", async () => {
    const user = await createUser(t);
    const remove = (payload?: object) =>
      request(t, { method: "DELETE", url: `/api/v1/users/${user.id}`, as: user, payload });
    const none = await remove();
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().errors).toEqual([
      { msg: "Please enter your password to delete your account", path: "password" },
    ]);
    const wrong = await remove({ password: "not my password" });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().errors).toEqual([{ msg: "The password is wrong!", path: "password" }]);
    const tooLong = await remove({ password: "x".repeat(129) });
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    expect(tooLong.json().errors[0].path).toBe("password");
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(200);
    expect(
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id)),
    ).toHaveLength(1);
  });

  it("an admin on another account disables it in place and ends its sessions", async () => {
    const [user, admin] = await Promise.all([createUser(t), createAdmin(t)]);
    await withTrainingData(t, user);
    const res = await request(t, { method: "DELETE", url: `/api/v1/users/${user.id}`, as: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: user.id, deleted: true });
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(401);
    expect((await login(t, user)).statusCode).toBe(403);
    expect(await countOf(sessions, user.id)).toBe(1);
    expect((await whoAmI(t, admin.cookie)).statusCode).toBe(200);
  });

  it("a member cannot delete another account (403) and nothing happens without login (401)", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    expect(
      (await request(t, { method: "DELETE", url: `/api/v1/users/${user.id}`, as: other })).statusCode,
    ).toBe(403);
    expect((await request(t, { method: "DELETE", url: `/api/v1/users/${user.id}` })).statusCode).toBe(401);
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(200);
  });
});

describe("DELETE /api/v1/users/:id/data", () => {
  it("removes sessions, logs, sets, videos (files too), trackers, blocks and kept answers; the account stays", async () => {
    const user = await createUser(t);
    const data = await withTrainingData(t, user);
    // A create sent with an Idempotency-Key keeps its answer (a copy of the data) for a day.
    const keyed = await request(t, {
      method: "POST",
      url: "/api/v1/sessions",
      as: user,
      payload: { name: "Keyed", notes: "private notes" },
      headers: { "idempotency-key": "delete-me" },
    });
    expect(keyed.statusCode).toBe(201);
    expect(await countOf(idempotencyKeys, user.id)).toBe(1);
    const res = await request(t, {
      method: "DELETE",
      url: `/api/v1/users/${user.id}/data`,
      as: user,
      payload: { password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("All user training data has been deleted!");
    for (const table of [sessions, variables, blocks, videos, idempotencyKeys]) {
      expect(await countOf(table, user.id)).toBe(0);
    }
    expect(await t.database.db.select().from(sets).where(eq(sets.userId, user.id))).toEqual([]);
    expect(storedFiles(t)).not.toContain(data.videoKey);
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(200);
    expect(await t.database.db.select().from(exercises).where(eq(exercises.userId, user.id))).toHaveLength(1);
  });

  it("refuses another member's data (403) and anonymous calls (401)", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    await withTrainingData(t, user);
    const url = `/api/v1/users/${user.id}/data`;
    const payload = { password: other.password };
    expect((await request(t, { method: "DELETE", url, as: other, payload })).statusCode).toBe(403);
    expect((await request(t, { method: "DELETE", url, payload })).statusCode).toBe(401);
    expect(await countOf(sessions, user.id)).toBe(1);
  });

  it("needs the current password: missing or wrong is a 400 with a field message and nothing is deleted", async () => {
    const user = await createUser(t);
    await withTrainingData(t, user);
    const tables = [sessions, variables, blocks, videos];
    const counts = () => Promise.all(tables.map((table) => countOf(table, user.id)));
    const before = await counts();
    expect(before.every((n) => n > 0)).toBe(true);
    const remove = (payload?: object) =>
      request(t, { method: "DELETE", url: `/api/v1/users/${user.id}/data`, as: user, payload });
    const none = await remove();
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().errors).toEqual([
      { msg: "Please enter your password to delete all your training data", path: "password" },
    ]);
    const wrong = await remove({ password: "not my password" });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().errors).toEqual([{ msg: "The password is wrong!", path: "password" }]);
    expect(await counts()).toEqual(before);

    const right = await remove({ password: user.password });
    expect(right.statusCode, right.body).toBe(200);
    expect(await counts()).toEqual([0, 0, 0, 0]);
  });

  it("an admin clearing another account's data confirms with the admin's own password", async () => {
    const [user, admin] = await Promise.all([createUser(t), createAdmin(t)]);
    await withTrainingData(t, user);
    const url = `/api/v1/users/${user.id}/data`;
    const without = await request(t, { method: "DELETE", url, as: admin });
    expect(without.statusCode, without.body).toBe(400);
    const wrong = await request(t, { method: "DELETE", url, as: admin, payload: { password: "nope nope" } });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(await countOf(sessions, user.id)).toBe(1);
    const right = await request(t, {
      method: "DELETE",
      url,
      as: admin,
      payload: { password: admin.password },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(await countOf(sessions, user.id)).toBe(0);
  });
});

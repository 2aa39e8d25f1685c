import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import {
  backgroundJobs,
  oidcIdentities,
  passkeys,
  recoveryCodes,
  userExports,
  userTotp,
  webhooks,
} from "../../db/schema/index.js";
import { createJobHandlers } from "../../jobs/handlers.js";
import { createJobRunner } from "../../jobs/runner.js";
import { sealSecret } from "../../lib/secret-box.js";
import { createAdmin, createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { readZip, withTrainingData } from "../../test/fixtures/users.js";
import { storedFiles } from "../../test/fixtures/videos.js";

const t = useTestApp();

const ask = (as: TestUser | undefined, id: number) =>
  request(t, { method: "GET", url: `/api/v1/users/${id}/download-user-data`, as });
const runJobs = () =>
  createJobRunner({
    db: t.database.db,
    logger: pino({ level: "silent" }),
    handlers: createJobHandlers({ db: t.database.db, config: t.config, mailer: t.mailer }),
  }).drain();

/** The export link mailed to `user`, as a path on the app. */
async function mailedLink(user: TestUser): Promise<string> {
  const mail = [...(await t.mails())]
    .reverse()
    .find((m) => m.to === user.email && m.subject.includes("data"));
  const link = mail?.links.find((l) => l.includes("/exports/"));
  if (!link) throw new Error("no export mail");
  return new URL(link).pathname;
}

describe("GET /api/v1/users/:id/download-user-data", () => {
  it("queues a ZIP of everything, mails a link that downloads it for its owner", async () => {
    const user = await createUser(t, { firstName: "Ada" });
    const data = await withTrainingData(t, user);
    const res = await ask(user, user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      "Request has been sent successfully. We will email you after processing the data!",
    );
    await runJobs();
    const path = await mailedLink(user);
    const zip = await request(t, { method: "GET", url: path, as: user });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toMatch(/^attachment; filename="topset-data-/);

    const entries = readZip(zip.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      "bodyweight.csv",
      "calories.csv",
      "recovery.csv",
      "sessions.csv",
      "sets.csv",
      "topset-data.json",
      `videos/${data.video.id}.mp4`,
    ]);
    const json = JSON.parse(entries.get("topset-data.json")!.toString());
    expect(json.user).toMatchObject({ id: user.id, first_name: "Ada" });
    expect(json.sets).toEqual([
      expect.objectContaining({ id: data.set.id, weight: 102.5, reps: 3, kind: "normal" }),
    ]);
    expect(JSON.stringify(json)).not.toContain("password");
    expect(JSON.stringify(json)).not.toContain(data.videoKey);
    expect(entries.get("sets.csv")!.toString()).toContain("Squat,3,102.5,kg");
    expect(entries.get("sets.csv")!.toString()).toContain("Unit,RPE,Kind,RI %,e1RM");
    expect(entries.get("bodyweight.csv")!.toString()).toContain("81.3,kg");
    expect(entries.get("calories.csv")!.toString()).toContain("600,2800");
    expect(entries.get("recovery.csv")!.toString()).toContain("4,7.5");
    expect(entries.get(`videos/${data.video.id}.mp4`)!.toString()).toBe("not really a video");
  });

  it("allows one request a day (429 with a clear message)", async () => {
    const user = await createUser(t);
    expect((await ask(user, user.id)).statusCode).toBe(200);
    const again = await ask(user, user.id);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/once a day/);
  });

  it("refuses another member's data (403) and anonymous calls (401)", async () => {
    const [user, other, admin] = await Promise.all([createUser(t), createUser(t), createAdmin(t)]);
    expect((await ask(other, user.id)).statusCode).toBe(403);
    expect((await ask(admin, user.id)).statusCode).toBe(403);
    expect((await ask(undefined, user.id)).statusCode).toBe(401);
  });
});

describe("the export's security part", () => {
  it("lists sign-in factors, identities and webhooks as metadata, never a seed, hash, key or secret", async () => {
    const user = await createUser(t);
    const db = t.database.db;
    const seed = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const signing = "whsec_signing-secret-that-must-stay";
    const confirmedAt = new Date("2026-01-02T03:04:05.000Z");
    await db
      .insert(userTotp)
      .values({ userId: user.id, secretSealed: sealSecret(t.config, seed), confirmedAt });
    await db.insert(recoveryCodes).values([
      { userId: user.id, codeHash: "a".repeat(64) },
      { userId: user.id, codeHash: "b".repeat(64), usedAt: new Date() },
    ]);
    await db.insert(passkeys).values({
      userId: user.id,
      credentialId: `credential-${user.id}`,
      publicKey: "pQECAyYgASFYIPUBLICKEY",
      name: "Phone",
      deviceType: "multiDevice",
      backedUp: true,
    });
    await db
      .insert(oidcIdentities)
      .values({ userId: user.id, issuer: "https://id.example", subject: "sub-123" });
    await db.insert(webhooks).values({
      userId: user.id,
      url: "https://hooks.example/topset",
      events: ["session.completed"],
      secretSealed: sealSecret(t.config, signing),
    });
    await ask(user, user.id);
    await runJobs();
    const zip = await request(t, { method: "GET", url: await mailedLink(user), as: user });
    const text = readZip(zip.rawPayload).get("topset-data.json")!.toString();
    const { security } = JSON.parse(text);
    expect(security).toEqual({
      authenticator: { enabled: true, enabled_at: confirmedAt.toISOString() },
      recovery_codes_left: 1,
      passkeys: [
        {
          name: "Phone",
          created_at: expect.any(String),
          last_used_at: null,
          device_type: "multiDevice",
          backed_up: true,
        },
      ],
      oidc_identities: [{ issuer: "https://id.example", linked_at: expect.any(String) }],
      webhooks: [
        {
          url: "https://hooks.example/topset",
          events: ["session.completed"],
          created_at: expect.any(String),
        },
      ],
    });
    for (const secret of [
      seed,
      "a".repeat(64),
      "PUBLICKEY",
      `credential-${user.id}`,
      "sub-123",
      signing,
      "v1.",
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});

describe("GET /api/v1/users/:id/exports/:exportId", () => {
  it("works only for its owner: 404 for another member, even at their own id, and 401 anonymously", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    await ask(user, user.id);
    await runJobs();
    const path = await mailedLink(user);
    const exportId = path.split("/").pop();
    expect((await request(t, { method: "GET", url: path, as: other })).statusCode).toBe(404);
    const asOwnId = `/api/v1/users/${other.id}/exports/${exportId}`;
    expect((await request(t, { method: "GET", url: asOwnId, as: other })).statusCode).toBe(404);
    expect((await request(t, { method: "GET", url: path })).statusCode).toBe(401);
    const bad = `/api/v1/users/${user.id}/exports/not-a-uuid`;
    expect((await request(t, { method: "GET", url: bad, as: user })).statusCode).toBe(400);
  });

  it("expires after 7 days (410), and the expiry job removes the file and the row", async () => {
    const user = await createUser(t);
    await ask(user, user.id);
    await runJobs();
    const path = await mailedLink(user);
    const db = t.database.db;
    const [row] = await db.select().from(userExports).where(eq(userExports.userId, user.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 24 * 3_600_000);
    expect(storedFiles(t)).toContain(row!.storageKey);

    await db
      .update(userExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userExports.id, row!.id));
    expect((await request(t, { method: "GET", url: path, as: user })).statusCode).toBe(410);

    // The expiry job was queued for the original date: bring it forward and run it.
    await db
      .update(backgroundJobs)
      .set({ runAt: new Date() })
      .where(
        sql`${backgroundJobs.type} = 'user-data-export-expire' and ${backgroundJobs.payload}->>'exportId' = ${String(row!.id)}`,
      );
    await runJobs();
    expect(await db.select().from(userExports).where(eq(userExports.id, row!.id))).toEqual([]);
    expect(storedFiles(t)).not.toContain(row!.storageKey);
    expect((await request(t, { method: "GET", url: path, as: user })).statusCode).toBe(404);
  });
});

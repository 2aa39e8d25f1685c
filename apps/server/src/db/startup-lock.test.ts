import { randomBytes } from "node:crypto";
import pg from "pg";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.js";
import { users } from "./schema/index.js";

// Several copies starting together on one empty PostgreSQL database: one migrates and runs the
// start-up writes, the others wait for it, and every copy comes up. Needs a real PostgreSQL
// (CI's PostgreSQL pass sets DATABASE_URL); the embedded database has one process by construction.
const { DATABASE_URL } = process.env;
if (!DATABASE_URL)
  console.info("startup-lock.test.ts skipped: it needs a shared PostgreSQL, and DATABASE_URL is not set.");

const admin = () => new pg.Client({ connectionString: DATABASE_URL });
const name = `topset_race_${randomBytes(4).toString("hex")}`;
const opened: Database[] = [];
const EMAIL = "first-admin@race.test";

afterAll(async () => {
  if (!DATABASE_URL) return;
  await Promise.all(opened.map((d) => d.close()));
  const client = admin();
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
});

describe.skipIf(!DATABASE_URL)("three copies starting at once on an empty database", () => {
  it("migrate once, run the start-up writes one at a time, and all come up", async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${name}`;

    let inside = 0;
    let most = 0;
    const copies = await Promise.all(
      [1, 2, 3].map((copy) =>
        openDatabase({
          url: url.toString(),
          startup: async (db) => {
            inside++;
            most = Math.max(most, inside);
            // A start-up write that would race without the lock: the first copy creates, the others find it.
            const found = await db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
            if (found.length === 0)
              await db
                .insert(users)
                .values({ username: `race${copy}`, email: EMAIL, passwordHash: "x", role: "admin" });
            await new Promise((r) => setTimeout(r, 50));
            inside--;
          },
        }),
      ),
    );
    opened.push(...copies);

    expect(most).toBe(1);
    for (const copy of copies) await copy.ping();
    const admins = await copies[0]!.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
    expect(admins).toHaveLength(1);
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query<{ n: number; hashes: number }>(
      "select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations",
    );
    await check.end();
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(rows[0]!.n).toBe(rows[0]!.hashes);
  });
});

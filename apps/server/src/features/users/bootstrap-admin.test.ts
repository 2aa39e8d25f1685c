import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client.js";
import { exercises, users } from "../../db/schema/index.js";
import { DailyFileStream } from "../../lib/daily-file-stream.js";
import { createLogger } from "../../lib/logger.js";
import { verifyPassword } from "../../lib/passwords.js";
import { unique, useTestApp } from "../../test/harness.js";
import { DEFAULT_EXERCISES } from "../exercises/default-exercises.queries.js";
import { bootstrapAdmin } from "./bootstrap-admin.js";
import { findUserByEmail } from "./users.queries.js";

// A database of its own, in memory: the shared test database already has admins.
let fresh: Database;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-bootstrap-"));
beforeAll(async () => {
  fresh = await openDatabase({});
});
afterAll(async () => {
  await fresh.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the first-start admin", () => {
  it("prints its generated password once on the terminal and never writes it to the log file", async () => {
    const logger = createLogger({ level: "trace", logsDir: dir, stdout: false });
    const printed: string[] = [];
    await bootstrapAdmin(fresh.db, {}, logger, (text) => printed.push(text));
    await bootstrapAdmin(fresh.db, {}, logger, (text) => printed.push(text));

    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0]!)?.[1];
    expect(password).toBeDefined();
    const [admin] = await fresh.db.select().from(users).where(eq(users.role, "admin"));
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);

    logger.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = fs.readFileSync(DailyFileStream.fileFor(dir), "utf8");
    expect(text).toContain("first admin account created");
    expect(text).not.toContain(password);
  });
});

describe("the admin created at start-up", () => {
  const t = useTestApp();
  const countOf = async (userId: number) =>
    (await t.database.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.userId, userId)))
      .length;

  it("gets the default exercises too", async () => {
    const email = `${unique("admin")}@example.test`;
    await bootstrapAdmin(
      t.database.db,
      { adminEmail: email, adminPassword: "admin password 123" },
      pino({ level: "silent" }),
    );
    const admin = await findUserByEmail(t.database.db, email);
    expect(admin?.role).toBe("admin");
    expect(await countOf(admin!.id)).toBe(Object.values(DEFAULT_EXERCISES).flat().length);
  });
});

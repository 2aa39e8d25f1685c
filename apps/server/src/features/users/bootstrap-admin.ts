import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { hashPassword } from "../../lib/passwords.js";
import { seedDefaultExercises } from "../exercises/default-exercises.queries.js";
import {
  findFirstAdmin,
  findUserByEmail,
  findUserByUsername,
  insertUser,
  updateUser,
} from "./users.queries.js";

async function freeUsername(db: Db, wanted: string): Promise<string> {
  const base = wanted
    .replace(/[^A-Za-z0-9_]/g, "_")
    .slice(0, 16)
    .padEnd(3, "_");
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}${n}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
}

/** A verified admin with its default exercises seeded (ADMIN_EMAIL, the generated admin, the CLI). */
export async function insertAdmin(db: Db, input: { username: string; email: string; password: string }) {
  const user = await insertUser(db, {
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: "admin",
    verified: true,
    verifiedAt: new Date(),
  });
  await seedDefaultExercises(db, user.id);
  return user;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: create that verified admin, or promote and verify the existing account
 * (its password is left alone). Without them, a fresh database gets an admin with a generated password,
 * printed once to the terminal (never to the log files).
 */
export async function bootstrapAdmin(
  db: Db,
  config: Pick<Config, "adminEmail" | "adminPassword">,
  logger: Logger,
  print: (text: string) => void = (t) => process.stdout.write(t),
) {
  if (config.adminEmail && config.adminPassword) {
    const existing = await findUserByEmail(db, config.adminEmail);
    if (existing) {
      if (existing.role !== "admin" || !existing.verified || existing.deleted) {
        await updateUser(db, existing.id, {
          role: "admin",
          verified: true,
          verifiedAt: new Date(),
          deleted: false,
        });
        logger.info({ userId: existing.id }, "ADMIN_EMAIL account promoted to admin");
      }
      return;
    }
    const user = await insertAdmin(db, {
      username: await freeUsername(db, config.adminEmail.split("@")[0] ?? "admin"),
      email: config.adminEmail,
      password: config.adminPassword,
    });
    logger.info({ userId: user.id }, "admin account created from ADMIN_EMAIL");
    return;
  }
  if (await findFirstAdmin(db)) return;
  const password = randomBytes(12).toString("base64url");
  const email = "admin@topset.local";
  const user = await insertAdmin(db, { username: await freeUsername(db, "admin"), email, password });
  logger.info({ userId: user.id }, "first admin account created with a generated password");
  print(
    `\n  Topset created the first admin account. This password is shown only once:\n` +
      `    e-mail:   ${email}\n    password: ${password}\n` +
      `  Change it in Settings, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n\n`,
  );
}

import { emailSchema, passwordSchema, usernameSchema } from "@topset/shared";
import { z } from "zod";
import type { Db } from "../db/client.js";
import { deleteUserAuthSessions } from "../sign-in/auth-sessions.queries.js";
import { insertAdmin } from "../features/users/bootstrap-admin.js";
import { findUserByEmail, findUserByUsername, updateUser } from "../features/users/users.queries.js";
import { hashPassword } from "../lib/passwords.js";
import { parseCommandArgs } from "./args.js";
import { UsageError, type CliCommand } from "./context.js";
import { promptSecret } from "./prompt.js";

const inputSchema = z.object({
  email: emailSchema,
  username: usernameSchema.optional(),
  password: passwordSchema.optional(),
});

export type CreateAdminResult = {
  action: "created" | "promoted";
  id: number;
  username: string;
  email: string;
};

/**
 * Makes `email` a verified, active admin, as ADMIN_EMAIL does at start (features/users/bootstrap-admin.ts):
 * a new account needs a username and a password; an existing one is promoted, and gets the new
 * password only when one is given (its other sessions end then, as with any password change).
 */
export async function createOrPromoteAdmin(
  db: Db,
  raw: { email: string; username?: string; password?: string },
): Promise<CreateAdminResult> {
  const parsed = inputSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join("\n"));
  const { email, username, password } = parsed.data;

  const existing = await findUserByEmail(db, email);
  if (existing) {
    await updateUser(db, existing.id, {
      role: "admin",
      verified: true,
      verifiedAt: existing.verifiedAt ?? new Date(),
      deleted: false,
      ...(password ? { passwordHash: await hashPassword(password) } : {}),
    });
    if (password) await deleteUserAuthSessions(db, existing.id);
    return { action: "promoted", id: existing.id, username: existing.username, email };
  }
  if (!username) throw new UsageError("A new account needs --username.");
  if (!password) throw new UsageError("A new account needs a password.");
  if (await findUserByUsername(db, username)) throw new UsageError(`The username "${username}" is taken.`);
  const user = await insertAdmin(db, { username, email, password });
  return { action: "created", id: user.id, username: user.username, email };
}

const usage = "npm run cli -- create-admin --email EMAIL [--username NAME] [--password PASSWORD]";

export const createAdminCommand: CliCommand = {
  summary: "Create a verified admin, or promote an existing account (asks for the password)",
  usage,
  async run(args, ctx) {
    const { values } = parseCommandArgs(
      args,
      { email: { type: "string" }, username: { type: "string" }, password: { type: "string" } },
      usage,
    );
    if (!values.email) throw new UsageError(`--email is required.\nUsage: ${usage}`);
    const db = (await ctx.database()).db;
    let password = values.password;
    // A new account needs a password; an existing one keeps its own unless the operator types one.
    if (password === undefined) {
      const exists = Boolean(await findUserByEmail(db, values.email.trim().toLowerCase()));
      const answer = await promptSecret(
        exists ? "New password (leave empty to keep the current one): " : "Password for the new admin: ",
      );
      password = answer === "" ? undefined : answer;
    }
    const result = await createOrPromoteAdmin(db, {
      email: values.email,
      username: values.username,
      password,
    });
    ctx.out(
      result.action === "created"
        ? `Created admin ${result.username} <${result.email}> (id ${result.id}).`
        : `${result.username} <${result.email}> (id ${result.id}) is now a verified admin.`,
    );
  },
};
